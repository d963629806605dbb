import { markdownPageData } from '#renderer/markdownPage.ts';

export const data = markdownPageData('donate');
