import { mailbox } from '#lib/content/siteFacts.ts';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentCourtesyPostings, siteToday } from '#lib/content/dates.ts';
import { readValidContent } from '#lib/content/load.ts';
import { axeViolations } from '../support/browser.ts';
import { startLiveSite, type LiveSite } from '../support/liveSite.ts';
import { liveRoutes, recordRoutes, staticRoutes } from '../support/specRoutes.ts';

let live: LiveSite;
let baseUrl: string;
let clientDir: string;

beforeAll(async () => {
  // A plain static host, no site server and no listing service: the screens need neither.
  live = await startLiveSite({ sample: false, site: false, staticHost: true });
  ({ clientDir, staticUrl: baseUrl } = live);
});

afterAll(() => live?.close());

/** The page at `path` in the suite's reused tab (the checks only read it: leave it open). */
async function open(path: string, width = 1280) {
  return (await live.visit(baseUrl + path, { width, height: 900 })).page;
}

/** The page at `path` in a tab of its own, to be closed: for a check that needs two at once. */
async function openApart(path: string) {
  const page = await live.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(baseUrl + path, { waitUntil: 'load' });
  return page;
}

const content = readValidContent();
const site = content.site;

/** The first bundled record of a collection; the screens below open its page. */
function first<T>(records: T[]): T {
  const [record] = records;
  if (!record) throw new Error('the bundled content has no record to test with');
  return record;
}
const dog = first(content.dogs);
const event = first(content.events);
const member = first(content.team);

/** Per screen of spec §2: words it must show and its breadcrumb trail (empty when it has none). */
const screens: Record<string, { words: string[]; crumbs: string[] }> = {
  '/': {
    words: ['Welcome', 'Our breeds', 'German Shepherds', 'Welsh Corgis', 'Join Newsletter'],
    crumbs: [],
  },
  '/adopt/application': {
    words: [
      'If you have any issues with the form below or would like to open the form in a new tab, click here',
    ],
    crumbs: [],
  },
  '/adopt/available-dogs': {
    words: ['Ready For Adoption', '$350.00', '$25.00', 'Status:', 'Dog ID:', 'Dog Age:'],
    crumbs: ['Adopt', 'Available Dogs'],
  },
  [`/adopt/available-dogs/details-page/${dog.id}`]: {
    words: ['< View All Dogs available for Adoption', 'Summary Info', 'Description', 'Details'],
    crumbs: ['Adopt', 'Available Dogs', dog.dogName],
  },
  '/adopt/courtesy-postings': { words: ['30 days'], crumbs: ['Resources', 'Courtesy Postings'] },
  '/get-involved': { words: ['Foster', 'Volunteer'], crumbs: [] },
  '/get-involved/foster': {
    words: ['Fostering', 'foster application'],
    crumbs: ['Get Involved', 'Fostering'],
  },
  '/get-involved/foster-application': {
    words: [
      'home visit',
      'Responses to ALL questions are REQUIRED. If something does not apply, write N/A.',
      'Information About You and Your Household',
    ],
    crumbs: ['Get Involved', 'Fostering', 'Foster Application'],
  },
  '/get-involved/volunteer': {
    words: [mailbox(site, 'volunteering')],
    crumbs: ['Get Involved', 'Volunteer'],
  },
  '/get-involved/volunteer/volunteer-application': {
    words: ['Please complete all the question below to complete the Application'],
    crumbs: ['Get Involved', 'Volunteer', 'Volunteer Application'],
  },
  '/get-involved/animals-needing-foster-homes': {
    words: ['Dog Name:', 'Dog ID:', 'Dog Age:', 'Learn More'],
    crumbs: ['Get Involved', 'Animals Needing Fosters'],
  },
  '/donate': {
    words: ['WoofTrax', 'wish list', 'online giving page', 'check', site.address.street],
    crumbs: [],
  },
  '/amazon-smile': { words: ['charity'], crumbs: ['Donate', 'Amazon Smile'] },
  '/wooftrax': {
    words: ['walk', 'App Store', 'Google Play', 'animal charity'],
    crumbs: ['Donate', 'WoofTrax'],
  },
  '/sponsor-a-rescue-animal': {
    words: ['check back soon'],
    crumbs: ['Donate', 'Sponsor a Rescue Animal'],
  },
  '/wish-list': { words: ['check back soon'], crumbs: ['Donate', 'Wish List'] },
  '/events': {
    words: ['no upcoming events', 'November 17, 2022, 11 AM to 3 PM Central'],
    crumbs: [],
  },
  '/events/event-listings': { words: ['Learn More'], crumbs: ['Events', 'Event Listings'] },
  [`/events/event-details/${event.id}`]: {
    words: [event.eventDate],
    crumbs: ['Events', 'Event Listings', event.eventName],
  },
  '/rescue-tails': { words: ['Forever Stories', 'Rainbow Bridge'], crumbs: [] },
  '/rescue-tails/rainbow-bridge': {
    words: ['work in progress', 'ID:', 'Age:'],
    crumbs: ['Rescue Tails', 'Rainbow Bridge'],
  },
  '/resources': {
    words: [
      'volunteers',
      mailbox(site, 'fostering'),
      mailbox(site, 'surrender'),
      'Surrender dog application',
      'Newsletter',
    ],
    crumbs: [],
  },
  '/resources/surrenders-return': {
    words: ['release of ownership', mailbox(site, 'surrender')],
    crumbs: ['Resources', 'Surrenders and Returns'],
  },
  '/resources/adoption-faqs': { words: ['21'], crumbs: ['Resources', 'Adoption FAQs'] },
  '/resources/newsletter': { words: ['Coming Soon'], crumbs: ['Resources', 'Newsletter'] },
  '/store': { words: ['Visit the store'], crumbs: [] },
  '/about': {
    words: ['2009', '2016', 'over 400', 'Meet Our Team', site.award!],
    crumbs: [],
  },
  '/about/our-team': { words: ['Treasure'], crumbs: ['About', 'Our Team'] },
  [`/about/our-team/details-page/${member.id}`]: {
    words: [member.teamMemberEmail, 'Back to all team members'],
    crumbs: ['About', 'Our Team', member.teamMemberName],
  },
  '/about/contact': { words: ['Submit', site.email], crumbs: ['About', 'Contact'] },
};

describe('each screen of spec §2', () => {
  it.each(Object.entries(screens))('%s shows its words and breadcrumb', async (path, screen) => {
    const page = await open(path);
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    for (const words of screen.words) expect(text).toContain(words);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li');
    expect((await crumbs.allInnerTexts()).map((crumb) => crumb.trim())).toEqual(screen.crumbs);
  });

  it('home has a carousel of three slides with slide links, a video poster and partner links', async () => {
    const page = await open('/');
    expect(await page.locator('.carousel-slide img').count()).toBe(3);
    for (const n of [1, 2, 3]) {
      expect(await page.locator(`.carousel-nav a[href="#slide-${n}"]`).count()).toBe(1);
    }
    const video = page.locator('a.video-poster');
    expect(await video.getAttribute('href')).toBe(site.videoUrl);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await page.locator('a[href="/adopt/"]').count()).toBe(1);
    expect(await page.locator('main a[href="/get-involved"]').count()).toBe(1);
    expect(await page.locator(`main a[href="mailto:${site.email}"]`).count()).toBe(1);
    const partnerLinks = page.locator('.partner-grid a');
    expect(
      await partnerLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(content.partners.map((partner) => partner.partnerLink));
  });

  it('the adoption application embeds the form 800px high with a title and a fallback link', async () => {
    for (const path of ['/adopt/application', '/adopt/adoption-application']) {
      const page = await open(path);
      const frame = page.locator('iframe');
      expect(await frame.getAttribute('height')).toBe('800');
      expect(await frame.getAttribute('title')).toBeTruthy();
      const clickHere = page.getByRole('link', { name: /click here/ });
      expect(await clickHere.getAttribute('target')).toBe('_blank');
    }
  });

  it('the forms have labelled fields of the right types and never pretend to send', async () => {
    const page = await openApart('/get-involved/foster-application');
    const fields = page.locator('main form input');
    expect(await fields.count()).toBe(9);
    expect(
      await fields.evaluateAll((inputs) => inputs.every((input) => input.hasAttribute('required'))),
    ).toBe(true);
    for (const label of [
      'Primary Caregiver First Name',
      'Primary Caregiver Last Name',
      'Email address',
      'Phone number',
      'Address',
      'Apartment/Suite/Other',
      'City',
      'State',
      'Zip',
    ]) {
      expect(await page.getByLabel(label, { exact: true }).count()).toBe(1);
    }
    const contact = await openApart('/about/contact');
    expect(await contact.getByLabel('Email address').getAttribute('type')).toBe('email');
    expect(await contact.getByLabel('Phone number').getAttribute('type')).toBe('tel');
    for (const form of [page, contact]) {
      const button = form.locator('main form button[type="submit"]');
      expect(await button.isDisabled()).toBe(true);
      const explanation = await button.getAttribute('aria-describedby');
      expect(await form.locator(`#${explanation}`).innerText()).toContain('not available yet');
      expect(await form.locator('main form').getAttribute('action')).toBeNull();
    }
    await page.close();
    await contact.close();
  });

  it('shows an unavailable dog with its status plain to see', async () => {
    const unavailable = content.dogs.find((one) => one.dogAdoptionStatus === 'Unavailable');
    expect(unavailable).toBeDefined();
    const page = await open(`/adopt/available-dogs/details-page/${unavailable?.id}`);
    expect(await page.locator('.status-note').innerText()).toContain('Unavailable');
  });

  it('a courtesy posting says whom to contact, by name, phone and e-mail', async () => {
    const postings = currentCourtesyPostings(content.courtesyPostings, siteToday(content.site));
    expect(postings, 'a posting current on the pinned day').not.toHaveLength(0);
    for (const posting of postings) {
      const page = await open(`/adopt/courtesy-postings/details-page/${posting.id}`);
      const text = await page.locator('main').innerText();
      expect(text).toContain('Please contact');
      expect(text).toContain(posting.courtesyPostingContactName);
      expect(await page.locator('main a[href^="tel:"]').count()).toBe(1);
      expect(
        await page.locator(`main a[href="mailto:${posting.courtesyPostingContactEmail}"]`).count(),
      ).toBe(1);
    }
  });
});

describe('cards', () => {
  // The run's pinned day (SOURCE_DATE_EPOCH) keeps the sample's posting current.
  const current = currentCourtesyPostings(content.courtesyPostings, siteToday(content.site));
  const counts: [string, string, number][] = [
    ['/adopt/available-dogs', '.card-grid > li', content.dogs.length],
    ['/get-involved/animals-needing-foster-homes', '.card-grid > li', 9],
    ['/rescue-tails/rainbow-bridge', '.card-grid > li', 5],
    ['/about/our-team', '.card-grid > li', 6],
    ['/', '.partner-grid > li', 5],
    ['/events/event-listings', '.card-grid > li', 1],
    ['/adopt/courtesy-postings', '.card-grid > li', current.length],
  ];

  it('counts at least one card of each list', () => {
    expect(counts.filter(([, , count]) => count === 0)).toEqual([]);
  });

  it.each(counts)('%s shows %s × %i', async (path, selector, count) => {
    const page = await open(path);
    expect(await page.locator(`main ${selector}`).count()).toBe(count);
  });

  it('the bundled data has six dogs, as the counts above assume', () => {
    expect(content.dogs.length).toBe(6);
  });

  it('the courtesy postings page says when there are none', async () => {
    const page = await open('/adopt/courtesy-postings');
    const text = await page.locator('main').innerText();
    expect(text.includes('There are currently no courtesy postings.')).toBe(current.length === 0);
  });

  it.each([
    [375, 1],
    [768, 2],
    [1024, 3],
    [1440, 4],
  ])('at %ipx the dog grid has %i columns and nothing overflows', async (width, columns) => {
    const page = await open('/adopt/available-dogs', width);
    const lefts = await page
      .locator('main .card-grid > li')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(columns);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });

  it('no page overflows a 320px screen', async () => {
    for (const path of Object.keys(screens)) {
      const page = await open(path, 320);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow, path).toBeLessThanOrEqual(320);
    }
    // Every screen in one test: allow for a busy machine.
  }, 120_000);
});

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    statSync(join(dir, file)).isFile(),
  );
}

describe('internal links', () => {
  it('every link starting with / in every built page leads to a file', () => {
    const broken: string[] = [];
    const pages = filesUnder(clientDir).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(30);
    for (const file of pages) {
      const html = readFileSync(join(clientDir, file), 'utf8');
      for (const [, href = ''] of html.matchAll(/(?:href|src)="(\/[^"/][^"]*|\/)"/g)) {
        // /api/… is answered by the request handlers (the alerts' feeds), not by a file.
        if (href.startsWith('/api/')) continue;
        const path = decodeURI(href.replace(/[?#].*/, ''));
        const target = join(clientDir, path);
        const found = [target, join(target, 'index.html'), `${target}.html`].some(
          (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
        );
        if (!found) broken.push(`${relative(clientDir, join(clientDir, file))}: ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('accessibility', () => {
  const routes = Object.keys({ ...staticRoutes, ...recordRoutes() }).filter(
    (path) => !liveRoutes.includes(path) && !path.startsWith('/details/'),
  );

  it.each(routes)('%s has no axe violations', async (path) => {
    const page = await open(path);
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
  });
});
