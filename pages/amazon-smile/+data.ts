import { donateParent, markdownPageData } from '#renderer/markdownPage.ts';

export const data = markdownPageData('amazon-smile', [donateParent]);
