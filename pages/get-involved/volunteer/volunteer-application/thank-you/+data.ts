import { thankYouData } from '#renderer/siteData.ts';

export const data = thankYouData('volunteer');

export type Data = ReturnType<typeof data>;
