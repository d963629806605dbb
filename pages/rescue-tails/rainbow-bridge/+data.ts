import { siteContent } from '../../../lib/content/siteContent.ts';

export const data = () => ({ dogs: siteContent().rainbowBridgeDogs });

export type Data = ReturnType<typeof data>;
