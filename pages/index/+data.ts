import { contentForPages } from '#lib/content/load.ts';
import { organizationNode } from '#lib/seo/jsonLd.ts';

export function data() {
  const { site, partners } = contentForPages();
  return { site, partners, jsonLd: [organizationNode(site)] };
}

export type Data = ReturnType<typeof data>;
