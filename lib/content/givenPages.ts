import { dirname, join, relative } from 'node:path';
import { messageOf } from '../messages/catalogue.ts';
import { pageRoutes, type PageRoute } from '../routes.ts';
import { isAdopted } from './dogLife.ts';
import { defaultContentDir } from './load.ts';
import type { Content, ContentAsWritten } from './types.ts';
import { contentProblem, type ContentProblem } from './problems.ts';
import { isSampleSite } from './sampleRescue.ts';
import { isStarterText } from './sampleRemnants.ts';

/** What a route's `needs` reads of the content, as the build renders it or as the CLI reads it. */
type GivenSource = Pick<
  Content | ContentAsWritten,
  'site' | 'team' | 'forms' | 'dogs' | 'fosterAnimals' | 'events' | 'rainbowBridgeDogs'
>;

/**
 * The pages whose content the rescue has not given yet (their route's `needs` in lib/routes.ts),
 * in table order. `listedAdopted` is the listing service's adopted animals as the build's snapshot
 * has them (null: the service could not be reached, and Forever Stories loads them in the browser).
 * The sample rescue's words are its own.
 */
function routesNotGiven(
  content: GivenSource,
  listedAdopted: readonly unknown[] | null,
  contentDir = defaultContentDir,
): PageRoute[] {
  const given = {
    ...content,
    adoptions: content.dogs.some(isAdopted) || listedAdopted === null || listedAdopted.length > 0,
    ownText: (slug: string) =>
      isSampleSite(content.site) || !isStarterText(contentDir, `pages/${slug}.md`),
  };
  return pageRoutes.filter((route) => route.needs && !route.needs.given(given));
}

const known = new WeakMap<Content, { listedAdopted: unknown; paths: Set<string> }>();

/**
 * The addresses of the pages not given yet (routesNotGiven): the menus, the site map, sitemap.xml
 * and the links of other pages leave them out, and each answers with a page saying how to reach
 * the rescue meanwhile.
 */
export function pagesNotGiven(
  content: Content,
  listedAdopted: readonly unknown[] | null,
  contentDir = defaultContentDir,
): Set<string> {
  const kept = known.get(content);
  if (kept?.listedAdopted === listedAdopted) return kept.paths;
  const paths = new Set(routesNotGiven(content, listedAdopted, contentDir).map(({ path }) => path));
  known.set(content, { listedAdopted, paths });
  return paths;
}

/**
 * `rescue validate`'s warning for each page of the menus or the site map left out for want of
 * content, with what brings it back; none for the sample rescue. It cannot ask the listing service,
 * so Forever Stories counts the rescue's own Adopted dogs only.
 */
export function pageNotGivenProblems(
  contentDir: string,
  content: GivenSource & Pick<ContentAsWritten, 'messages'>,
): ContentProblem[] {
  if (isSampleSite(content.site)) return [];
  return routesNotGiven(content, [], contentDir)
    .filter((route) => route.label)
    .map(({ path, label, needs }) =>
      contentProblem(
        'page-not-given',
        relative(dirname(contentDir), join(contentDir, needs!.where)),
        '',
        `${messageOf(content.messages, label!) ?? path} (${path}) is left out of the menus, the site map and sitemap.xml`,
        { detail: needs!.what },
      ),
    );
}
