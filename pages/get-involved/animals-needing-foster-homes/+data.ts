import { contentForPages } from '#lib/content/load.ts';

export const data = () => ({ animals: contentForPages().fosterAnimals });

export type Data = ReturnType<typeof data>;
