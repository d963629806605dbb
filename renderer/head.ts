import type { Thing } from 'schema-dts';
import type { PageContextServer } from 'vike/types';
import type { Site } from '#lib/content/types.generated.ts';
import type { Translate } from '#lib/messages/translator.ts';
import { cardSize, defaultCard, type ShareCard } from '#lib/reach/cards.ts';
import { breadcrumbNode, webPageNode } from '#lib/reach/jsonLd.ts';
import { shownTrail } from '#components/Breadcrumbs.tsx';
import type { Crumb } from '#lib/routes.ts';
import { pathIn, siteLanguages } from '#lib/messages/languages.ts';
import { absoluteUrl } from '#lib/reach/urls.ts';

/** What a page's data may say about its own head; everything else comes from here. */
interface PageHead {
  title?: string;
  description?: string;
  /** The page's share card; pages without one get the site's default card. */
  share?: ShareCard;
  /** Structured data about what the page shows (an event, the organisation). */
  jsonLd?: Thing[];
  /** The pages above it, which its breadcrumbs show (lib/routes.ts `trailTo`). */
  trail?: Crumb[];
}

/** Title, description, canonical address, share card and structured data of a page. */
export function headOf(
  pageContext: PageContextServer,
  site: Site,
  t: Translate,
  // A page not given yet stands in for the page's own: it shows no breadcrumbs.
  pageNotGiven = false,
) {
  const fromData = (pageContext.data ?? {}) as PageHead;
  const { config, urlPathname } = pageContext;
  // The address of this page as search engines should list it, in a language.
  const addressIn = (lang: string) =>
    absoluteUrl(site, pathIn(lang, config.redirectTo ?? config.canonical ?? urlPathname));
  const title = fromData.title ?? (config.titleKey ? t(config.titleKey) : config.title);
  const head = {
    title: title ? `${title} | ${site.shortName}` : `${site.name} | ${site.tagline}`,
    description:
      fromData.description ??
      (config.descriptionKey ? t(config.descriptionKey) : config.description) ??
      // The rescue's own sentence where it gives one, rather than its breeds.
      (site.mission
        ? `${site.name}: ${site.mission}`
        : t('reach.siteDescription', { site: site.name })),
    // A page shown at two addresses names one of them as the page search engines should list.
    canonical: addressIn(t.lang),
    // The same page in every language, English for visitors of any other (x-default).
    alternates:
      siteLanguages(site).length > 1
        ? [...siteLanguages(site), 'x-default'].map((lang) => ({
            lang,
            href: addressIn(lang === 'x-default' ? siteLanguages(site)[0]! : lang),
          }))
        : [],
    card: fromData.share ?? defaultCard(site, t.lang),
  };
  const trail = pageNotGiven ? undefined : shownTrail(t, fromData.trail);
  const nodes: Thing[] = [
    webPageNode(site, {
      title: head.title,
      description: head.description,
      url: head.canonical,
      inLanguage: t.lang,
    }),
    ...(fromData.jsonLd ?? []),
    ...(trail ? [breadcrumbNode(site, trail, head.canonical)] : []),
  ];
  return {
    ...head,
    pageTitle: title ?? site.name,
    cardUrl: absoluteUrl(site, head.card.path),
    cardSize,
    jsonLd: nodes,
  };
}

export type Head = ReturnType<typeof headOf>;
