import { organizationNode } from '#lib/seo/jsonLd.ts';
import { markdownPageData } from '#renderer/markdownPage.ts';

const pageData = markdownPageData('about');

export function data() {
  const page = pageData();
  return { ...page, jsonLd: [organizationNode(page.site)] };
}
