import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { getVikeConfig } from 'vike/plugin';
import type { Plugin } from 'vite';
import { defaultContentDir } from '../content/load.ts';
import { onEveryCore } from '../onEveryCore.ts';
import { readValidContentOnce } from '../content/load.ts';
import type { Dog, Event, Site } from '../content/types.generated.ts';
import type { ListedAnimal } from '../listings/normalize.ts';
import { allEventsCalendarPath, calendarOf, eventCalendarPath } from '../seo/calendar.ts';
import { defaultCard, type ShareCard } from '../seo/cards.ts';
import { cardDrawer } from '../seo/drawCard.ts';
import { atomFeed, type FeedEntry } from '../seo/feeds.ts';
import { firstCommitTimes, lastChange, lastCommitDates } from '../git.ts';
import { recordPageUrl } from '../content/rules.ts';
import { localAlertDogs } from '../alerts/dogs.ts';
import { breedChoices } from '../filters/breedChoices.ts';
import { contentSourceOf, robotsTxt, sitemapXml } from '../seo/sitemap.ts';
import { summaryOf } from '../seo/text.ts';
import { defaultLanguage, siteLanguages } from '../messages/languages.ts';

/** A prerendered page as Vike leaves it after the prerender. */
interface Prerendered {
  urlPathname: string;
  lang: string;
  is404?: boolean;
  data?: unknown;
  config: { redirectTo?: string; canonical?: string };
}

/**
 * After Vike's prerender (which runs inside the server build), writes what the pages link to:
 * share cards, sitemap.xml, robots.txt, Atom feeds and .ics calendars, from the same page data.
 */
export function reachPlugin(): Plugin {
  return {
    name: 'rescue:reach',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const { prerenderContext } = getVikeConfig(builder.config);
        if (!prerenderContext) return;
        const root = builder.config.root;
        const clientDir = resolve(root, builder.environments.client!.config.build.outDir);
        const pages = (prerenderContext.pageContexts as unknown as Prerendered[]).filter(
          (page) => !page.is404,
        );
        const content = readValidContentOnce();
        const write = (path: string, body: string) => {
          const file = join(clientDir, path);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, body);
        };
        const now = new Date();
        const dates = lastCommitDates(defaultContentDir);

        // Each page once, by its English address: the sitemap lists it in every language.
        const listed = pages.filter(
          (page) =>
            page.lang === defaultLanguage && !page.config.redirectTo && !page.config.canonical,
        );
        write(
          '/sitemap.xml',
          sitemapXml(
            content.site,
            listed
              .map((page) => page.urlPathname)
              .sort()
              .map((path) => {
                const source = contentSourceOf(path);
                return { path, lastmod: source && lastChange(dates, source) };
              }),
            siteLanguages(content.site),
          ),
        );
        write('/robots.txt', robotsTxt(content.site));

        const dataOf = (path: string) =>
          (pages.find((page) => page.urlPathname === path && page.lang === defaultLanguage)?.data ??
            {}) as Record<string, unknown>;
        const animals = (dataOf('/adopt').animals ?? []) as ListedAnimal[];
        write(
          '/feeds/dogs.xml',
          atomFeed(content.site, {
            path: '/feeds/dogs.xml',
            title: `${content.site.name}: dogs available for adoption`,
            now,
            entries: [
              ...content.dogs
                .filter((dog) => dog.dogAdoptionStatus === 'Available')
                .map((dog) =>
                  dogEntry(dog, lastChange(dates, `dogs/${dog.id}.json`) ?? now.toISOString()),
                ),
              ...animals.map(animalEntry),
            ],
          }),
        );
        // The Worker's search alerts read the local dogs from here (it cannot read content/).
        write(
          '/feeds/dogs.json',
          JSON.stringify(
            localAlertDogs(
              content.dogs,
              breedChoices(content.site),
              firstCommitTimes(join(defaultContentDir, 'dogs')),
            ),
          ),
        );
        write(
          '/feeds/events.xml',
          atomFeed(content.site, {
            path: '/feeds/events.xml',
            title: `${content.site.name}: events`,
            now,
            entries: content.events.map((event) =>
              eventEntry(event, lastChange(dates, `events/${event.id}.json`) ?? now.toISOString()),
            ),
          }),
        );
        for (const event of content.events) {
          write(eventCalendarPath(event), calendarOf(content.site, [event], now, event.eventName));
        }
        write(
          allEventsCalendarPath,
          calendarOf(content.site, content.events, now, `${content.site.shortName} events`),
        );

        await drawCards(content.site, pages, {
          publicDir: builder.config.publicDir,
          clientDir,
          cacheDir: resolve(
            root,
            process.env.SHARE_CARD_CACHE_DIR ?? 'node_modules/.cache/share-cards',
          ),
        });
      },
    },
  };
}

async function drawCards(
  site: Site,
  pages: Prerendered[],
  dirs: { publicDir: string; clientDir: string; cacheDir: string },
) {
  const started = performance.now();
  const cards = new Map<string, ShareCard>();
  for (const page of pages) {
    const card = (page.data as { share?: ShareCard } | undefined)?.share ?? defaultCard(site);
    cards.set(card.path, card);
  }
  const drawer = cardDrawer({
    publicDir: dirs.publicDir,
    cacheDir: dirs.cacheDir,
    siteName: site.name,
    logo: site.logo,
  });
  let drawn = 0;
  await onEveryCore('Share cards', [...cards.values()], async (card) => {
    if (await drawer.draw(card, join(dirs.clientDir, card.path))) drawn++;
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Share cards: ${cards.size} (${drawn} drawn, ${cards.size - drawn} from cache) in ${seconds} s`,
  );
}

function dogEntry(dog: Dog, updated: string): FeedEntry {
  const photo = dog.dogPhotoLink[0];
  return {
    title: dog.dogName,
    path: recordPageUrl('dogs', dog.id),
    updated,
    summary: `${dog.dogBreed}, ${dog.dogAge}. ${summaryOf(dog.dogDescription)}`,
    photo: photo && { href: photo.href, alt: photo.alt },
  };
}

function animalEntry(animal: ListedAnimal): FeedEntry {
  const photo = animal.photos[0]?.large;
  return {
    title: animal.name,
    path: `/details/${animal.id}`,
    updated: new Date(animal.publishedAt ?? Date.now()).toISOString(),
    summary: [[animal.breed, animal.age].filter(Boolean).join(', '), animal.excerpt]
      .filter(Boolean)
      .join('. '),
    photo: photo ? { href: photo, alt: animal.name } : undefined,
  };
}

function eventEntry(event: Event, updated: string): FeedEntry {
  return {
    title: `${event.eventName} (${event.eventDate})`,
    path: recordPageUrl('events', event.id),
    updated,
    summary: summaryOf(event.eventShortDescription),
    photo: event.eventPhotoLink,
  };
}
