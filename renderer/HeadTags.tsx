import { useT } from '#components/Messages.tsx';
import type { Site } from '#lib/content/types.generated.ts';
import { localeOf, pathIn, siteLanguages, splitLanguage } from '#lib/messages/languages.ts';
import { apiRoutes, fileRoutes, listingRoutes, recordRoutes } from '#lib/routes.ts';
import { jsonLdScript } from '#lib/reach/jsonLd.ts';
import type { Head } from './head.ts';

/** The dog lists, whose filters make a search with a feed of its own (/api/alerts/feed?…). */
const alertFeedPages = new Set<string>([
  listingRoutes.listedOn.adoptable,
  recordRoutes.dogs.listedOn,
]);

/** Canonical link, Open Graph and Twitter tags, feeds and JSON-LD: what crawlers and link previews read. */
export function HeadTags({ head, site, isHome }: { head: Head; site: Site; isHome: boolean }) {
  const t = useT();
  const ogLocale = (lang: string) => localeOf(lang).replace('-', '_');
  const { path } = splitLanguage(new URL(head.canonical).pathname, siteLanguages(site));
  const feedArgs = { site: site.shortName };
  return (
    <>
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map((alternate) => (
        <link
          key={alternate.lang}
          rel="alternate"
          hrefLang={alternate.lang}
          href={alternate.href}
        />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.canonical} />
      <meta property="og:image" content={head.cardUrl} />
      <meta property="og:image:type" content="image/jpeg" />
      <meta property="og:image:width" content={String(head.cardSize.width)} />
      <meta property="og:image:height" content={String(head.cardSize.height)} />
      <meta property="og:image:alt" content={head.card.alt} />
      <meta property="og:locale" content={ogLocale(t.lang)} />
      {head.alternates
        .filter((alternate) => alternate.lang !== t.lang && alternate.lang !== 'x-default')
        .map((alternate) => (
          <meta
            key={alternate.lang}
            property="og:locale:alternate"
            content={ogLocale(alternate.lang)}
          />
        ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={head.cardUrl} />
      <meta name="twitter:image:alt" content={head.card.alt} />
      {alertFeedPages.has(path) && (
        <link
          rel="alternate"
          type="application/atom+xml"
          title={t('alerts.feedLinkTitle', { site: site.shortName })}
          href={`${apiRoutes.alerts}feed`}
        />
      )}
      {isHome && (
        <>
          <link
            rel="alternate"
            type="application/atom+xml"
            title={t('reach.dogsFeedLink', feedArgs)}
            href={pathIn(t.lang, fileRoutes.dogsFeed)}
          />
          <link
            rel="alternate"
            type="application/atom+xml"
            title={t('reach.eventsFeedTitle', feedArgs)}
            href={pathIn(t.lang, fileRoutes.eventsFeed)}
          />
          <link
            rel="alternate"
            type="text/calendar"
            title={t('reach.calendarLink', feedArgs)}
            href={pathIn(t.lang, fileRoutes.eventsCalendar)}
          />
        </>
      )}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(head.jsonLd) }}
      />
    </>
  );
}
