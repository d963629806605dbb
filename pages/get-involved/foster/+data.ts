import { getInvolvedParent, markdownPageData } from '#renderer/markdownPage.ts';

export const data = markdownPageData('foster', [getInvolvedParent]);
