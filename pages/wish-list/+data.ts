import { donateParent, markdownPageData } from '#renderer/markdownPage.ts';

export const data = markdownPageData('wish-list', [donateParent]);
