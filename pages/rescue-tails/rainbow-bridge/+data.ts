import { contentForPages } from '#lib/content/load.ts';

export const data = () => ({ dogs: contentForPages().rainbowBridgeDogs });

export type Data = ReturnType<typeof data>;
