import { formPageData } from '#renderer/siteData.ts';

export const data = formPageData('foster-application');
