import { contentForPages } from '#lib/content/load.ts';
import { organizationNode } from '#lib/seo/jsonLd.ts';

export function data() {
  const { site } = contentForPages();
  return { site, jsonLd: [organizationNode(site)] };
}
