import { thankYouData } from '#renderer/siteData.ts';

export const data = thankYouData('adoption');

export type Data = ReturnType<typeof data>;
