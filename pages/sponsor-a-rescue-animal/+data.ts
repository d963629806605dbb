import { donateParent, markdownPageData } from '#renderer/markdownPage.ts';

export const data = markdownPageData('sponsor-a-rescue-animal', [donateParent]);
