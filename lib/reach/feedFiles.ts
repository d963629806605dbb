import { inLanguage } from '../content/load.ts';
import { recordPath } from '../content/rules.ts';
import { lastChange } from '../git.ts';
import { contentTranslator } from '../messages/catalogue.ts';
import { pathIn, siteLanguages } from '../messages/languages.ts';
import { fileRoutes } from '../routes.ts';
import type { SiteFile, SiteInputs } from '../siteFiles.ts';
import { animalEntry, atomFeed, dogEntry, eventEntry, type FeedEntry } from './feeds.ts';
import { isAdoptable } from '../content/dogLife.ts';

// Apart from feeds.ts, which the Worker's alert feeds share: this reads content and git.
/**
 * In each language, the feed of dogs available for adoption (local and listed) and the feed of
 * events; an entry is dated by its file's last commit.
 */
export function feedFiles({ content, listings, lastCommits, now }: SiteInputs): SiteFile[] {
  const updated = (file: string) => lastChange(lastCommits, file) ?? now.toISOString();
  return siteLanguages(content.site).flatMap((lang) => {
    const inLang = inLanguage(content, lang);
    const t = contentTranslator(inLang);
    const { site } = inLang;
    const feed = (path: string, title: string, entries: FeedEntry[]): SiteFile => ({
      path: pathIn(lang, path),
      body: atomFeed(site, { path: pathIn(lang, path), lang, title, now, entries }),
    });
    return [
      feed(fileRoutes.dogsFeed, t('reach.dogsFeedTitle', { site: site.name }), [
        ...inLang.dogs
          .filter(isAdoptable)
          .map((dog) =>
            dogEntry(
              dog,
              lang,
              updated(recordPath('dogs', dog.id)),
              t('listing.noPhoto', { name: dog.dogName }),
            ),
          ),
        ...(listings.adoptable ?? []).map((animal) => animalEntry(animal, lang)),
      ]),
      feed(
        fileRoutes.eventsFeed,
        t('reach.eventsFeedTitle', { site: site.name }),
        inLang.events.map((event) =>
          eventEntry(event, lang, updated(recordPath('events', event.id))),
        ),
      ),
    ];
  });
}
