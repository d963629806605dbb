import { markdownPageData } from '#renderer/markdownPage.ts';

export const data = markdownPageData('rescue-tails');
