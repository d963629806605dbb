import type { PageContextServer } from 'vike/types';
import { markdownPageData } from '#renderer/markdownPage.ts';
import { formPageData } from '#renderer/siteData.ts';

const volunteerForm = formPageData('volunteer');

/** The page of content/pages, and the volunteer application under its sentence. */
export function data(pageContext: PageContextServer) {
  return { ...markdownPageData(pageContext), ...volunteerForm(pageContext) };
}

export type Data = ReturnType<typeof data>;
