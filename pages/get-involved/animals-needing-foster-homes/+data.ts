import { siteContent } from '../../../lib/content/siteContent.ts';

export const data = () => ({ animals: siteContent().fosterAnimals });

export type Data = ReturnType<typeof data>;
