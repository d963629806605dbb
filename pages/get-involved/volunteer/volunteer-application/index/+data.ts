import type { PageContextServer } from 'vike/types';
import { markdownPageData } from '#renderer/markdownPage.ts';
import { formPageData } from '#renderer/siteData.ts';
import type { Props } from './+Page.tsx';

const volunteerForm = formPageData('volunteer');

/** The page of content/pages, and the volunteer application under its sentence. */
export function data(pageContext: PageContextServer) {
  return { ...markdownPageData(pageContext), ...volunteerForm(pageContext) } satisfies Props;
}
