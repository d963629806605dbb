import { thankYouData } from '#renderer/siteData.ts';

export const data = thankYouData('contact');

export type Data = ReturnType<typeof data>;
