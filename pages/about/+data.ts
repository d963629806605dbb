import { siteContent } from '../../lib/content/siteContent.ts';
import { organizationNode } from '../../lib/seo/jsonLd.ts';

export function data() {
  const { site } = siteContent();
  return { site, jsonLd: [organizationNode(site)] };
}
