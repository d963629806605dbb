import type { CollectionKey } from './content/collections.ts';
import type { Site } from './content/types.generated.ts';
import type { MessageKey } from './messages/translator.ts';

/**
 * The site's addresses. A page's folder under pages/ is its address (Vike's filesystem routing;
 * tests/routes/routeTable.test.ts holds the two together); the menus, the site map page,
 * sitemap.xml, feeds, calendars, share cards, alerts and the editor's preview links read it from
 * here. English addresses: another language's are the same under its prefix (pathIn).
 */

/** A page: where it sits in the menus and the site map, and what it is made from. */
export interface PageRoute {
  path: string;
  /** Its name in menus and the site map (a message of the catalogue). */
  label?: MessageKey;
  /** The site map section that lists it (in this table's order). */
  section?: MessageKey;
  /** The menu that links to it: the header's Adopt menu, its main row, or the footer. */
  menu?: 'adopt' | 'main' | 'footer';
  /** The content folder or file (under content/) its sitemap `lastmod` is dated by. */
  source?: string;
  /** The page of content/pages/ it shows (renderer/+data.ts reads it), by its slug. */
  markdown?: string;
  /** The page above it in its breadcrumbs, by its address. */
  parent?: string;
  /**
   * What the rescue must give before the page is worth a visit; until then it leaves the menus,
   * the site map and sitemap.xml, and says how to reach the rescue (lib/content/givenPages.ts).
   */
  needs?: (given: GivenContent) => unknown;
}

/** What a route's `needs` looks at. */
export interface GivenContent {
  site: Site;
  team: unknown[];
  /** The forms of content/forms the rescue has, by name. */
  forms: Partial<Record<string, unknown>>;
  /** Whether the page of content/pages with this slug holds the rescue's own words, not the starting text. */
  ownText: (slug: string) => boolean;
}

/** An application to show: the rescue's own form (content/forms/adoption.json) or an outside one. */
const adoptionForm = ({ site, forms }: GivenContent) =>
  site.forms?.adoptionApplicationEmbed || site.forms?.adoptionApplication || forms.adoption;

/** Every page, in site map order. */
export const pageRoutes: PageRoute[] = [
  { path: '/' },
  { path: '/adopt', label: 'nav.readyForAdoption', section: 'nav.adopt' },
  {
    path: '/adopt/available-dogs',
    label: 'nav.availableDogs',
    section: 'nav.adopt',
    menu: 'adopt',
    source: 'dogs',
  },
  {
    path: '/resources/adoption-faqs',
    label: 'nav.adoptionFaqs',
    section: 'nav.adopt',
    menu: 'adopt',
    source: 'pages/adoption-faqs.md',
    markdown: 'adoption-faqs',
    parent: '/resources',
  },
  {
    path: '/adopt/application',
    needs: adoptionForm,
    label: 'nav.adoptionApplication',
    section: 'nav.adopt',
    menu: 'adopt',
  },
  {
    path: '/adopt/courtesy-postings',
    label: 'nav.courtesyPostings',
    section: 'nav.adopt',
    source: 'courtesy-postings',
  },
  { path: '/adopt/adoption-application', needs: adoptionForm },
  {
    path: '/adopt/application/thank-you',
    // Only the rescue's own form thanks on the site: an embedded outside form thanks in its frame.
    needs: ({ site, forms }) => forms.adoption && !site.forms?.adoptionApplicationEmbed,
  },
  {
    path: '/get-involved',
    label: 'nav.getInvolved',
    section: 'nav.getInvolved',
    menu: 'main',
    markdown: 'get-involved',
  },
  {
    path: '/get-involved/foster',
    label: 'nav.fostering',
    section: 'nav.getInvolved',
    markdown: 'foster',
    parent: '/get-involved',
  },
  {
    path: '/get-involved/foster-application',
    label: 'nav.fosterApplication',
    section: 'nav.getInvolved',
  },
  { path: '/get-involved/foster-application/thank-you' },
  {
    path: '/get-involved/animals-needing-foster-homes',
    label: 'nav.animalsNeedingFosters',
    section: 'nav.getInvolved',
    source: 'foster-animals',
  },
  {
    path: '/get-involved/volunteer',
    label: 'nav.volunteer',
    section: 'nav.getInvolved',
    markdown: 'volunteer',
    parent: '/get-involved',
  },
  {
    path: '/get-involved/volunteer/volunteer-application',
    label: 'nav.volunteerApplication',
    section: 'nav.getInvolved',
    markdown: 'volunteer-application',
    parent: '/get-involved/volunteer',
  },
  {
    path: '/get-involved/volunteer/volunteer-application/thank-you',
    needs: ({ forms }) => forms.volunteer,
  },
  { path: '/donate', label: 'nav.donate', section: 'nav.donate', menu: 'main', markdown: 'donate' },
  {
    path: '/amazon-smile',
    needs: ({ site }) => site.donationLinks?.amazonSmile,
    label: 'nav.amazonSmile',
    section: 'nav.donate',
    markdown: 'amazon-smile',
    parent: '/donate',
  },
  {
    path: '/wooftrax',
    needs: ({ site }) => site.wooftrax,
    label: 'nav.wooftrax',
    section: 'nav.donate',
    markdown: 'wooftrax',
    parent: '/donate',
  },
  {
    path: '/sponsor-a-rescue-animal',
    needs: ({ ownText }) => ownText('sponsor-a-rescue-animal'),
    label: 'nav.sponsor',
    section: 'nav.donate',
    markdown: 'sponsor-a-rescue-animal',
    parent: '/donate',
  },
  {
    path: '/wish-list',
    needs: ({ site, ownText }) =>
      site.donationLinks?.amazonWishList ||
      site.donationLinks?.chewyWishList ||
      ownText('wish-list'),
    label: 'nav.wishList',
    section: 'nav.donate',
    markdown: 'wish-list',
    parent: '/donate',
  },
  {
    path: '/events',
    label: 'nav.events',
    section: 'nav.events',
    menu: 'main',
    source: 'events',
    markdown: 'events',
  },
  {
    path: '/events/event-listings',
    label: 'nav.eventListings',
    section: 'nav.events',
    source: 'events',
  },
  {
    path: '/rescue-tails',
    label: 'nav.rescueTails',
    section: 'nav.rescueTails',
    menu: 'main',
    markdown: 'rescue-tails',
  },
  {
    path: '/rescue-tails/forever-stories',
    label: 'nav.foreverStories',
    section: 'nav.rescueTails',
  },
  {
    path: '/rescue-tails/rainbow-bridge',
    label: 'nav.rainbowBridge',
    section: 'nav.rescueTails',
    source: 'rainbow-bridge',
  },
  {
    path: '/resources',
    label: 'nav.resources',
    section: 'nav.resources',
    menu: 'main',
    markdown: 'resources',
  },
  {
    path: '/resources/surrenders-return',
    label: 'nav.surrendersReturn',
    section: 'nav.resources',
    markdown: 'surrenders-return',
    parent: '/resources',
  },
  {
    path: '/resources/newsletter',
    needs: ({ site }) => site.newsletterUrl,
    label: 'nav.newsletter',
    section: 'nav.resources',
    markdown: 'newsletter',
    parent: '/resources',
  },
  { path: '/about', label: 'nav.aboutUs', section: 'nav.aboutUs', markdown: 'about' },
  {
    path: '/about/our-team',
    needs: ({ team }) => team.length > 0,
    label: 'nav.ourTeam',
    section: 'nav.aboutUs',
    source: 'team',
  },
  { path: '/about/contact', label: 'nav.contactUs', section: 'nav.aboutUs' },
  { path: '/about/contact/thank-you' },
  {
    path: '/privacy-policy',
    label: 'nav.privacyPolicy',
    section: 'nav.aboutUs',
    menu: 'footer',
    source: 'pages/privacy-policy.md',
    markdown: 'privacy-policy',
  },
  {
    path: '/terms-of-service',
    label: 'nav.termsOfService',
    section: 'nav.aboutUs',
    menu: 'footer',
    source: 'pages/terms-of-service.md',
    markdown: 'terms-of-service',
  },
  {
    path: '/legal',
    label: 'nav.legalNotices',
    section: 'nav.aboutUs',
    menu: 'footer',
    source: 'pages/legal.md',
    markdown: 'legal',
  },
  {
    path: '/store',
    needs: ({ site }) => site.storeUrl,
    label: 'nav.store',
    section: 'nav.aboutUs',
    menu: 'footer',
    markdown: 'store',
  },
  { path: '/site-map', label: 'nav.siteMap', menu: 'footer' },
  { path: '/dashboard', markdown: 'dashboard' },
];

/**
 * The collections whose records have pages of their own, at `page`/<record id>, listed on the
 * `listedOn` page (and under it in the site map); `cards` is the folder of their share cards.
 */
export const recordRoutes = {
  dogs: {
    page: '/adopt/available-dogs/details-page',
    listedOn: '/adopt/available-dogs',
    cards: '/share/dogs',
  },
  courtesyPostings: {
    page: '/adopt/courtesy-postings/details-page',
    listedOn: '/adopt/courtesy-postings',
    cards: '/share/courtesy-postings',
  },
  events: {
    page: '/events/event-details',
    listedOn: '/events/event-listings',
    cards: '/share/events',
  },
  team: { page: '/about/our-team/details-page', listedOn: '/about/our-team', cards: undefined },
} as const satisfies Partial<
  Record<CollectionKey, { page: string; listedOn: string; cards: string | undefined }>
>;

export type PagedCollection = keyof typeof recordRoutes;

/**
 * The listing service's animals: each has a page at `page`/<id>; the adoptable ones are listed on
 * /adopt and the adopted ones on Forever Stories.
 */
export const listingRoutes = {
  page: '/details',
  listedOn: { adoptable: '/adopt', adopted: '/rescue-tails/forever-stories' },
  cards: '/share/listings',
} as const;

/** Where the hosts answer at run time: what the build writes below it (forms, messages) is read, never served. */
export const apiRoot = '/api/';

/** What answers at run time, by path prefix: the handlers both hosts mount (siteRoutes.ts). */
export const apiRoutes = {
  listings: `${apiRoot}listings/`,
  forms: `${apiRoot}forms/`,
  cms: `${apiRoot}cms/`,
  alerts: `${apiRoot}alerts/`,
} as const;

/** The files the build writes beside the pages. */
export const fileRoutes = {
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  dogsFeed: '/feeds/dogs.xml',
  eventsFeed: '/feeds/events.xml',
  /** The local dogs the Worker's search alerts read (it cannot read content/). */
  alertDogs: '/feeds/dogs.json',
  eventsCalendar: '/events/calendar.ics',
  eventCalendars: '/events/calendar',
  defaultCard: '/share/default.jpg',
} as const;

/** The address of a record's own page: `/adopt/available-dogs/details-page/gsd-2024-07`. */
export function recordPageUrl(collection: PagedCollection, id: string): string {
  return `${recordRoutes[collection].page}/${id}`;
}

/** The address of a listed animal's page: `/details/72000001`. */
export const listingPageUrl = (id: number | string) => `${listingRoutes.page}/${id}`;

/** The address of an event's own calendar file. */
export const eventCalendarPath = (id: string) => `${fileRoutes.eventCalendars}/${id}.ics`;

/** The address of a share card in a collection's folder. */
export const cardPath = (folder: string, id: number | string) => `${folder}/${id}.jpg`;

/** The pages a menu links to, in table order. */
export const menuRoutes = (menu: NonNullable<PageRoute['menu']>) =>
  pageRoutes.filter((route) => route.menu === menu);

/** The site map's sections, each with its pages, in table order. */
export function siteMapSections(): { heading: MessageKey; routes: PageRoute[] }[] {
  const sections = new Map<MessageKey, PageRoute[]>();
  for (const route of pageRoutes) {
    if (route.section) sections.set(route.section, [...(sections.get(route.section) ?? []), route]);
  }
  return [...sections].map(([heading, routes]) => ({ heading, routes }));
}
