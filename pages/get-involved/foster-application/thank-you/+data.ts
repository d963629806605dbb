import { thankYouData } from '#renderer/siteData.ts';

export const data = thankYouData('foster-application');

export type Data = ReturnType<typeof data>;
