import { resourcesParent, markdownPageData } from '#renderer/markdownPage.ts';

export const data = markdownPageData('newsletter', [resourcesParent]);
