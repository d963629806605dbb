import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { getVikeConfig } from 'vike/plugin';
import type { Plugin } from 'vite';
import { defaultContentDir, inLanguage, type Content } from '../content/load.ts';
import { onEveryCore } from '../onEveryCore.ts';
import { readValidContentOnce } from '../content/readOnce.ts';
import type { Dog, Event } from '../content/types.generated.ts';
import type { ListedAnimal } from '../listings/normalize.ts';
import { bundledPhotoBaseUrl, samplePhotosDir } from '../listings/sampleService/data.ts';
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
import { contentTranslator } from '../messages/catalogue.ts';
import { defaultLanguage, pathIn, siteLanguages } from '../messages/languages.ts';

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
        for (const lang of siteLanguages(content.site)) {
          const inLang = inLanguage(content, lang);
          const t = contentTranslator(inLang);
          const { site } = inLang;
          const animals =
            (
              pages.find((page) => page.urlPathname === '/adopt' && page.lang === lang)?.data as
                { animals?: ListedAnimal[] } | undefined
            )?.animals ?? [];
          const updated = (file: string) => lastChange(dates, file) ?? now.toISOString();
          write(
            pathIn(lang, '/feeds/dogs.xml'),
            atomFeed(site, {
              path: pathIn(lang, '/feeds/dogs.xml'),
              lang,
              title: t('reach.dogsFeedTitle', { site: site.name }),
              now,
              entries: [
                ...inLang.dogs
                  .filter((dog) => dog.dogAdoptionStatus === 'Available')
                  .map((dog) => dogEntry(dog, lang, updated(`dogs/${dog.id}.json`))),
                ...animals.map((animal) => animalEntry(animal, lang)),
              ],
            }),
          );
          write(
            pathIn(lang, '/feeds/events.xml'),
            atomFeed(site, {
              path: pathIn(lang, '/feeds/events.xml'),
              lang,
              title: t('reach.eventsFeedTitle', { site: site.name }),
              now,
              entries: inLang.events.map((event) =>
                eventEntry(event, lang, updated(`events/${event.id}.json`)),
              ),
            }),
          );
          for (const event of inLang.events) {
            write(
              pathIn(lang, eventCalendarPath(event)),
              calendarOf(site, [event], { lang, stamp: now, name: event.eventName }),
            );
          }
          write(
            pathIn(lang, allEventsCalendarPath),
            calendarOf(site, inLang.events, {
              lang,
              stamp: now,
              name: t('reach.calendarName', { site: site.shortName }),
            }),
          );
        }

        await drawCards(content, pages, {
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
  content: Content,
  pages: Prerendered[],
  dirs: { publicDir: string; clientDir: string; cacheDir: string },
) {
  const started = performance.now();
  const cards = new Map<string, ShareCard>();
  for (const page of pages) {
    const card =
      (page.data as { share?: ShareCard } | undefined)?.share ??
      defaultCard(inLanguage(content, page.lang).site, page.lang);
    cards.set(card.path, card);
  }
  const { site } = content;
  const drawer = cardDrawer({
    publicDir: dirs.publicDir,
    cacheDir: dirs.cacheDir,
    siteName: site.name,
    logo: site.logo,
    // Sample listings point at photos the sample service serves; the build reads them from disk.
    photoDirs: { [bundledPhotoBaseUrl]: samplePhotosDir },
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

function dogEntry(dog: Dog, lang: string, updated: string): FeedEntry {
  const photo = dog.dogPhotoLink[0];
  return {
    title: dog.dogName,
    path: pathIn(lang, recordPageUrl('dogs', dog.id)),
    updated,
    summary: `${dog.dogBreed}, ${dog.dogAge}. ${summaryOf(dog.dogDescription)}`,
    photo: photo && { href: photo.href, alt: photo.alt },
  };
}

function animalEntry(animal: ListedAnimal, lang: string): FeedEntry {
  const photo = animal.photos[0]?.large;
  return {
    title: animal.name,
    path: pathIn(lang, `/details/${animal.id}`),
    updated: new Date(animal.publishedAt ?? Date.now()).toISOString(),
    summary: [[animal.breed, animal.age].filter(Boolean).join(', '), animal.excerpt]
      .filter(Boolean)
      .join('. '),
    photo: photo ? { href: photo, alt: animal.name } : undefined,
  };
}

function eventEntry(event: Event, lang: string, updated: string): FeedEntry {
  return {
    title: `${event.eventName} (${event.eventDate})`,
    path: pathIn(lang, recordPageUrl('events', event.id)),
    updated,
    summary: summaryOf(event.eventShortDescription),
    photo: event.eventPhotoLink,
  };
}
