import { pageRoutes } from '../routes.ts';
import { defaultContentDir, type Content } from './load.ts';
import { isSampleSite } from './sampleRescue.ts';
import { isStarterText } from './sampleRemnants.ts';

const known = new WeakMap<Content, Set<string>>();

/**
 * The addresses of the pages whose content the rescue has not given yet (their route's `needs` in
 * lib/routes.ts): the menus, the site map and sitemap.xml leave them out, and each answers with a
 * page saying how to reach the rescue meanwhile. The sample rescue's words are its own.
 */
export function pagesNotGiven(content: Content, contentDir = defaultContentDir): Set<string> {
  let paths = known.get(content);
  if (!paths) {
    const given = {
      site: content.site,
      team: content.team,
      forms: content.forms,
      ownText: (slug: string) =>
        isSampleSite(content.site) || !isStarterText(contentDir, `pages/${slug}.md`),
    };
    paths = new Set(
      pageRoutes.filter((route) => route.needs && !route.needs(given)).map(({ path }) => path),
    );
    known.set(content, paths);
  }
  return paths;
}
