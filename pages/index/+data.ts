import { siteContent } from '../../lib/content/siteContent.ts';

export function data() {
  const { site, partners } = siteContent();
  return { site, partners };
}

export type Data = ReturnType<typeof data>;
