import type { Dog, Event, Site } from '../content/types.generated.ts';
import type { ListedAnimal } from '../listings/normalize.ts';
import { defaultLanguage, pathIn } from '../messages/languages.ts';
import { cardPath, listingPageUrl, recordPageUrl, recordRoutes } from '../routes.ts';
import { summaryOf } from './text.ts';
import { absoluteUrl, siteIcon } from './urls.ts';
import { escapeXml } from './xml.ts';

/** One entry of a feed: a dog or an event, with its page, photo and a plain-text summary. */
export interface FeedEntry {
  title: string;
  path: string;
  /** ISO date-time the entry last changed; the feed lists the newest first. */
  updated: string;
  summary: string;
  photo?: { href: string; alt: string };
}

/** An Atom (RFC 4287) feed at `path` with its entries newest first, in a language (English if not said). */
export function atomFeed(
  site: Site,
  feed: { path: string; title: string; entries: FeedEntry[]; now: Date; lang?: string },
): string {
  const entries = [...feed.entries].sort((a, b) => b.updated.localeCompare(a.updated));
  const updated = entries[0]?.updated ?? feed.now.toISOString();
  const lang = feed.lang ?? defaultLanguage;
  const home = absoluteUrl(site, pathIn(lang, '/'));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${lang}">`,
    `  <id>${escapeXml(absoluteUrl(site, feed.path))}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(site, feed.path))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(home)}"/>`,
    `  <author><name>${escapeXml(site.name)}</name><uri>${escapeXml(home)}</uri></author>`,
    `  <icon>${escapeXml(absoluteUrl(site, siteIcon(site).href))}</icon>`,
    ...entries.map((entry) => {
      const url = escapeXml(absoluteUrl(site, entry.path));
      const photo = entry.photo && {
        href: escapeXml(absoluteUrl(site, entry.photo.href)),
        alt: escapeXml(entry.photo.alt),
      };
      const html = `${photo ? `<p><img src="${photo.href}" alt="${photo.alt}"></p>` : ''}<p>${escapeXml(entry.summary)}</p>`;
      return [
        '  <entry>',
        `    <id>${url}</id>`,
        `    <title>${escapeXml(entry.title)}</title>`,
        `    <link rel="alternate" type="text/html" href="${url}"/>`,
        ...(photo ? [`    <link rel="enclosure" href="${photo.href}" title="${photo.alt}"/>`] : []),
        `    <updated>${entry.updated}</updated>`,
        `    <summary>${escapeXml(entry.summary)}</summary>`,
        `    <content type="html">${escapeXml(html)}</content>`,
        '  </entry>',
      ].join('\n');
    }),
    '</feed>',
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * A local dog's entry: its page, breed, age and the start of its description; a dog without a
 * photo yet shows its share card, which draws its initial (`noPhotoAlt` says so).
 */
export function dogEntry(
  dog: Dog,
  lang: string,
  updated: string,
  noPhotoAlt = dog.dogName,
): FeedEntry {
  const photo = dog.dogPhotoLink?.[0];
  return {
    title: dog.dogName,
    path: pathIn(lang, recordPageUrl('dogs', dog.id)),
    updated,
    summary: `${dog.dogBreed}, ${dog.dogAge}. ${summaryOf(dog.dogDescription)}`,
    photo: photo
      ? { href: photo.href, alt: photo.alt }
      : { href: pathIn(lang, cardPath(recordRoutes.dogs.cards, dog.id)), alt: noPhotoAlt },
  };
}

/** A listed animal's entry, dated by when the service published it. */
export function animalEntry(animal: ListedAnimal, lang: string): FeedEntry {
  const photo = animal.photos[0]?.large;
  return {
    title: animal.name,
    path: pathIn(lang, listingPageUrl(animal.id)),
    updated: new Date(animal.publishedAt ?? Date.now()).toISOString(),
    summary: [[animal.breed, animal.age].filter(Boolean).join(', '), animal.excerpt]
      .filter(Boolean)
      .join('. '),
    photo: photo ? { href: photo, alt: animal.name } : undefined,
  };
}

/** An event's entry: its name and date, and the start of its description. */
export function eventEntry(event: Event, lang: string, updated: string): FeedEntry {
  return {
    title: `${event.eventName} (${event.eventDate})`,
    path: pathIn(lang, recordPageUrl('events', event.id)),
    updated,
    summary: summaryOf(event.eventShortDescription),
    photo: event.eventPhotoLink,
  };
}
