import { getInvolvedParent, markdownPageData } from '#renderer/markdownPage.ts';

export const data = markdownPageData('volunteer-application', [
  getInvolvedParent,
  { slug: 'volunteer', href: '/get-involved/volunteer' },
]);
