import { markdownPageData, resourcesParent } from '#renderer/markdownPage.ts';

export const data = markdownPageData('adoption-faqs', [resourcesParent]);
