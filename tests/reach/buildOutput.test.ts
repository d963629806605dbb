import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readValidContent } from '#lib/content/load.ts';
import { zonedToIso } from '#lib/content/zonedTime.ts';
import { readSampleData } from '#lib/listings/sampleService/data.ts';
import { recordRoutes, snapshotDetailRoutes, staticRoutes } from '../support/specRoutes.ts';
import { htmlOf, readHead } from './crawlerHead.ts';

const siteUrl = readValidContent().site.siteUrl;
const content = readValidContent();
const sampleAnimals = readSampleData().animals.filter(
  (animal) => animal.organization_id === 'MN999',
);
let clientDir: string;

beforeAll(() => {
  clientDir = join(inject('siteOutDir'), 'client');
});

/** Every prerendered route a visitor can land on (the 404 page and /dashboard's redirect aside). */
function allRoutes(): string[] {
  return [
    ...Object.keys(staticRoutes),
    ...Object.keys(recordRoutes()),
    ...snapshotDetailRoutes(clientDir),
  ];
}

const jsonLdOf = (path: string) => {
  const { jsonLd } = readHead(htmlOf(clientDir, path));
  expect(jsonLd).toHaveLength(1);
  return (JSON.parse(jsonLd[0]!) as { '@graph': Record<string, unknown>[] })['@graph'];
};
const typesOf = (path: string) => jsonLdOf(path).map((node) => node['@type']);

describe('head tags', () => {
  it('gives every route an absolute canonical address and matching Open Graph and Twitter tags', () => {
    const routes = allRoutes();
    expect(routes.length).toBeGreaterThan(60);
    for (const path of routes) {
      const { meta, links } = readHead(htmlOf(clientDir, path));
      const canonical = links.filter((link) => link.rel === 'canonical');
      expect(canonical, path).toHaveLength(1);
      const expected =
        path === '/adopt/adoption-application'
          ? `${siteUrl}/adopt/application`
          : `${siteUrl}${path}`;
      expect(canonical[0]!.href, path).toBe(expected);
      expect(meta, path).toMatchObject({
        'og:url': expected,
        'og:type': 'website',
        'og:site_name': content.site.name,
        'og:image:width': '1200',
        'og:image:height': '630',
        'twitter:card': 'summary_large_image',
      });
      for (const key of ['og:title', 'og:description', 'og:image:alt', 'twitter:title']) {
        expect(meta[key], `${path} ${key}`).toMatch(/\S/);
      }
      expect(meta['og:image'], path).toMatch(new RegExp(`^${siteUrl}/share/.+\\.jpg$`));
      expect(meta['twitter:image']).toBe(meta['og:image']);
    }
  });

  it('points each dog, posting, event and listing animal at its own card, every other page at the default', () => {
    const image = (path: string) => readHead(htmlOf(clientDir, path)).meta['og:image'];
    expect(image('/adopt/available-dogs/details-page/1')).toBe(`${siteUrl}/share/dogs/1.jpg`);
    expect(image('/adopt/courtesy-postings/details-page/1')).toBe(
      `${siteUrl}/share/courtesy-postings/1.jpg`,
    );
    expect(image('/events/event-details/1')).toBe(`${siteUrl}/share/events/1.jpg`);
    expect(image(`/details/${sampleAnimals[0]!.id}`)).toBe(
      `${siteUrl}/share/listings/${sampleAnimals[0]!.id}.jpg`,
    );
    expect(image('/donate')).toBe(`${siteUrl}/share/default.jpg`);
  });

  it('advertises the feeds and the events calendar on the home page', () => {
    const { links } = readHead(htmlOf(clientDir, '/'));
    expect(links.filter((link) => link.rel === 'alternate' && link.type)).toEqual([
      expect.objectContaining({ type: 'application/atom+xml', href: '/feeds/dogs.xml' }),
      expect.objectContaining({ type: 'application/atom+xml', href: '/feeds/events.xml' }),
      expect.objectContaining({ type: 'text/calendar', href: '/events/calendar.ics' }),
    ]);
  });
});

describe('share cards', () => {
  it('writes a 1200×630 card for every page image, and different cards for different dogs', async () => {
    const images = new Set(
      allRoutes().map((path) => readHead(htmlOf(clientDir, path)).meta['og:image']!),
    );
    for (const url of images) {
      const file = join(clientDir, new URL(url).pathname);
      expect(await sharp(file).metadata(), url).toMatchObject({
        format: 'jpeg',
        width: 1200,
        height: 630,
      });
    }
    const bruno = readFileSync(join(clientDir, 'share/dogs/1.jpg'));
    const biscuit = readFileSync(join(clientDir, 'share/dogs/2.jpg'));
    expect(bruno.equals(biscuit)).toBe(false);
    const alt = (path: string) => readHead(htmlOf(clientDir, path)).meta['og:image:alt'];
    expect(alt('/adopt/available-dogs/details-page/1')).toContain(content.dogs[0]!.dogName);
    expect(alt('/adopt/available-dogs/details-page/2')).toContain(content.dogs[1]!.dogName);
  });
});

describe('JSON-LD', () => {
  it('describes the rescue as a non-profit on the home and About pages', () => {
    for (const path of ['/', '/about']) {
      const ngo = jsonLdOf(path).find((node) => node['@type'] === 'NGO')!;
      expect(ngo, path).toMatchObject({
        name: content.site.name,
        url: `${siteUrl}/`,
        logo: `${siteUrl}/images/site/logo.svg`,
        telephone: content.site.phone,
        email: content.site.email,
        nonprofitStatus: 'https://schema.org/Nonprofit501c3',
        address: { '@type': 'PostalAddress', addressLocality: content.site.address.city },
        sameAs: Object.values(content.site.social ?? {}),
      });
    }
    expect(typesOf('/donate')).not.toContain('NGO');
  });

  it('gives the event page an Event with Central-time start and end, a place and the organizer', () => {
    const event = jsonLdOf('/events/event-details/1').find((node) => node['@type'] === 'Event')!;
    expect(event).toMatchObject({
      name: content.events[0]!.eventName,
      startDate: '2022-11-17T11:00:00-06:00',
      endDate: '2022-11-17T15:00:00-06:00',
      location: { '@type': 'Place', name: content.events[0]!.eventLocationName },
      organizer: { '@type': 'NGO', name: content.site.name },
    });
  });

  it('adds a BreadcrumbList wherever the page shows breadcrumbs, and only there', () => {
    for (const path of allRoutes()) {
      const html = htmlOf(clientDir, path);
      const shows = html.includes('aria-label="Breadcrumb"');
      expect(typesOf(path).includes('BreadcrumbList'), path).toBe(shows);
    }
    const trail = jsonLdOf('/adopt/available-dogs/details-page/1').find(
      (node) => node['@type'] === 'BreadcrumbList',
    )!;
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Adopt', item: `${siteUrl}/adopt` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Available Dogs',
        item: `${siteUrl}/adopt/available-dogs`,
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: content.dogs[0]!.dogName,
        item: `${siteUrl}/adopt/available-dogs/details-page/1`,
      },
    ]);
  });
});

describe('sitemap and robots.txt', () => {
  it('lists every route once per language, without the 404 page, the redirect or the duplicate application address', () => {
    const xml = new XMLParser().parse(readFileSync(join(clientDir, 'sitemap.xml'), 'utf8')) as {
      urlset: { url: { loc: string; lastmod?: string }[] };
    };
    const locs = xml.urlset.url.map((url) => url.loc);
    const expected = allRoutes()
      .filter((path) => path !== '/adopt/adoption-application')
      .flatMap((path) => [`${siteUrl}${path}`, `${siteUrl}/es${path === '/' ? '' : path}`]);
    expect([...locs].sort()).toEqual([...expected].sort());
    // Pages made from content files carry the date of the file's last commit.
    const dogPage = xml.urlset.url.find(
      (url) => url.loc.endsWith('/details-page/1') && url.loc.includes('available-dogs'),
    );
    expect(dogPage?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(readFileSync(join(clientDir, 'robots.txt'), 'utf8')).toContain(
      `Sitemap: ${siteUrl}/sitemap.xml`,
    );
  });
});

describe('feeds', () => {
  const parse = (file: string) =>
    new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'entry' || name === 'link',
    }).parse(readFileSync(join(clientDir, file), 'utf8')) as {
      feed: {
        title: string;
        entry: {
          title: string;
          updated: string;
          summary: string;
          link: { '@_rel': string; '@_href': string }[];
        }[];
      };
    };

  it('names every available dog, local and listed, newest first, with a link and a photo, and no unavailable dog', () => {
    const { feed } = parse('feeds/dogs.xml');
    const titles = feed.entry.map((entry) => entry.title);
    const available = content.dogs.filter((dog) => dog.dogAdoptionStatus === 'Available');
    const unavailable = content.dogs.filter((dog) => dog.dogAdoptionStatus !== 'Available');
    expect(titles).toEqual(
      expect.arrayContaining([
        ...available.map((dog) => dog.dogName),
        ...sampleAnimals
          .filter((animal) => animal.status === 'adoptable')
          .map((animal) => animal.name),
      ]),
    );
    for (const dog of unavailable) expect(titles).not.toContain(dog.dogName);
    const dates = feed.entry.map((entry) => entry.updated);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const entry of feed.entry) {
      const rels = Object.fromEntries(entry.link.map((link) => [link['@_rel'], link['@_href']]));
      expect(rels.alternate).toMatch(new RegExp(`^${siteUrl}/`));
      expect(rels.enclosure).toMatch(/^https?:\/\//);
      expect(entry.summary).toMatch(/\S/);
    }
  });

  it('lists the events', () => {
    const { feed } = parse('feeds/events.xml');
    expect(feed.entry.map((entry) => entry.title)).toEqual(
      content.events.map((event) => `${event.eventName} (${event.eventDate})`),
    );
  });
});

describe('calendars', () => {
  function parseCalendar(file: string) {
    const calendar = new ICAL.Component(ICAL.parse(readFileSync(join(clientDir, file), 'utf8')));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    if (zone) ICAL.TimezoneService.register(zone);
    return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  }

  it('gives each event an .ics file a calendar reads: UID, stamp, Central start and end, place and URL', () => {
    for (const event of content.events) {
      const [parsed, ...more] = parseCalendar(`events/calendar/${event.id}.ics`);
      expect(more).toHaveLength(0);
      expect(parsed!.uid).toMatch(/\S+@/);
      expect(parsed!.summary).toBe(event.eventName);
      expect(parsed!.location).toContain(event.eventLocationName);
      expect(parsed!.component.getFirstPropertyValue('url')).toBe(
        `${siteUrl}/events/event-details/${event.id}`,
      );
      expect(parsed!.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
      expect(parsed!.startDate.zone.tzid).toBe('America/Chicago');
      expect(parsed!.startDate.toJSDate().toISOString()).toBe(
        new Date(zonedToIso(event.eventStart, 'America/Chicago')).toISOString(),
      );
      expect(parsed!.endDate.toJSDate().getTime()).toBeGreaterThan(
        parsed!.startDate.toJSDate().getTime(),
      );
    }
    const all = parseCalendar('events/calendar.ics');
    expect(all.map((event) => event.summary)).toEqual(
      content.events.map((event) => event.eventName),
    );
  });

  it('links "Add to calendar" from the event page to its .ics file', () => {
    expect(htmlOf(clientDir, '/events/event-details/1')).toMatch(
      /<a class="button" href="\/events\/calendar\/1\.ics">Add to calendar/,
    );
  });
});
