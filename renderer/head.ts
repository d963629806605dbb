import type { PageContextServer } from 'vike/types';
import type { Site } from '../lib/content/types.generated.ts';

interface PageHead {
  title?: string;
  description?: string;
}

/** Title and description of a page: from its data when it has its own, else from its config. */
export function headOf(pageContext: PageContextServer, site: Site) {
  const fromData = (pageContext.data ?? {}) as PageHead;
  const title = fromData.title ?? pageContext.config.title;
  return {
    title: title ? `${title} | ${site.shortName}` : `${site.name} | ${site.tagline}`,
    description:
      fromData.description ??
      pageContext.config.description ??
      `${site.name}: a volunteer-run, foster-based German Shepherd and Welsh Corgi rescue in Minnesota.`,
  };
}
