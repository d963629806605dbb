import { contentForPages } from '#lib/content/load.ts';

export const data = () => ({ events: contentForPages().events });

export type Data = ReturnType<typeof data>;
