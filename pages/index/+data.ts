import { siteContent } from '../../lib/content/siteContent.ts';
import { organizationNode } from '../../lib/seo/jsonLd.ts';

export function data() {
  const { site, partners } = siteContent();
  return { site, partners, jsonLd: [organizationNode(site)] };
}

export type Data = ReturnType<typeof data>;
