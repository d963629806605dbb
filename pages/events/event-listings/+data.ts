import { siteContent } from '../../../lib/content/siteContent.ts';

export const data = () => ({ events: siteContent().events });

export type Data = ReturnType<typeof data>;
