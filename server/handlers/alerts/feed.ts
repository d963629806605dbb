import { apiRoutes } from '#lib/routes.ts';
import { newestFirst, type AlertDog } from '#lib/alerts/alertDogs.ts';
import { atomFeed } from '#lib/reach/feeds.ts';
import type { AlertsContext } from './alertsContext.ts';

/** GET feed: the Atom feed of one search of the dogs, newest first. */
export async function feed(ctx: AlertsContext, url: URL): Promise<Response> {
  const { t, site, searches, now } = ctx;
  const search = searches.of(url.searchParams);
  const path = `${apiRoutes.alerts}feed${search ? `?${search}` : ''}`;
  // One address per search: junk parameters neither show in the feed nor make new cache entries.
  if (url.search.replace(/^\?/, '') !== search) {
    return new Response(null, { status: 301, headers: { Location: path, ...cacheFor(3600) } });
  }
  const matching = newestFirst((await ctx.dogs()).filter((dog) => searches.matches(dog, search)));
  const body = atomFeed(site, {
    path,
    title: t('alerts.feedTitle', { site: site.shortName, filters: searches.describe(search) }),
    now: new Date(now()),
    entries: matching.map((dog: AlertDog) => ({
      title: dog.name,
      path: dog.path,
      updated: dog.listedAt ?? new Date(now()).toISOString(),
      summary: dog.summary,
      ...(dog.photo && { photo: dog.photo }),
    })),
  });
  return new Response(body, {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', ...cacheFor(300) },
  });
}

const cacheFor = (seconds: number) => ({ 'Cache-Control': `public, max-age=${seconds}` });
