import { formPageData } from '#renderer/siteData.ts';

export const data = formPageData('contact');
