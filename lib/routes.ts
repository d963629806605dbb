import type { Site } from './content/types.generated.ts';
import type { MessageKey, Translate } from './messages/translator.ts';

// The addresses the live pages' scripts use live apart, so that those scripts carry no page table.
export {
  apiRoot,
  apiRoutes,
  listingPageUrl,
  listingRoutes,
  recordPageUrl,
  recordRoutes,
  type PagedCollection,
} from './liveRoutes.ts';

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
  /** Its name in breadcrumbs, where shorter than its label ("About" for "About Us"). */
  crumb?: MessageKey;
  /**
   * What the rescue must give before the page is worth a visit (`given`); until then it leaves the
   * menus, the site map, sitemap.xml and the pages' links to it, and says how to reach the rescue
   * (lib/content/givenPages.ts); `rescue validate` names `what` brings it back, and `where` (under
   * content/) it goes.
   */
  needs?: { given: (given: GivenContent) => unknown; what: string; where: string };
}

/** What a route's `needs` looks at. */
export interface GivenContent {
  site: Site;
  team: unknown[];
  /** The forms of content/forms the rescue has, by name. */
  forms: Partial<Record<string, unknown>>;
  fosterAnimals: unknown[];
  events: unknown[];
  rainbowBridgeDogs: unknown[];
  /** Whether an adoption has a story: a dog of content/dogs Adopted, or one the listing service lists. */
  adoptions: boolean;
  /** Whether the page of content/pages with this slug holds the rescue's own words, not the starting text. */
  ownText: (slug: string) => boolean;
}

/** An application to show: the rescue's own form (content/forms/adoption.json) or an outside one. */
const adoptionForm = {
  given: ({ site, forms }: GivenContent) =>
    site.forms?.adoptionApplicationEmbed || site.forms?.adoptionApplication || forms.adoption,
  what: 'an adoption application: content/forms/adoption.json, or forms.adoptionApplication in site.json',
  where: 'forms/adoption.json',
};

/** A page whose starting text is a placeholder: it needs the rescue's own words. */
const ownWords = (slug: string) => ({
  given: ({ ownText }: GivenContent) => ownText(slug),
  what: "the rescue's own words in place of the starting text",
  where: `pages/${slug}.md`,
});

const foreverStories = {
  given: ({ adoptions }: GivenContent) => adoptions,
  what: 'a dog whose status is Adopted, or an adopted animal on the listing service',
  where: 'dogs',
};

const rainbowBridge = {
  given: ({ rainbowBridgeDogs }: GivenContent) => rainbowBridgeDogs.length > 0,
  what: 'a dog remembered on the Rainbow Bridge (rescue add rainbow-bridge)',
  where: 'rainbow-bridge',
};

/** Every page by name, in site map order: `routes.availableDogs.path`. */
export const routes = {
  home: { path: '/' },
  adopt: {
    path: '/adopt',
    crumb: 'nav.adopt',
    label: 'nav.readyForAdoption',
    section: 'nav.adopt',
  },
  availableDogs: {
    path: '/adopt/available-dogs',
    parent: '/adopt',
    label: 'nav.availableDogs',
    section: 'nav.adopt',
    menu: 'adopt',
    source: 'dogs',
  },
  adoptionFaqs: {
    path: '/resources/adoption-faqs',
    label: 'nav.adoptionFaqs',
    section: 'nav.adopt',
    menu: 'adopt',
    source: 'pages/adoption-faqs.md',
    markdown: 'adoption-faqs',
    parent: '/resources',
  },
  adoptionApplication: {
    path: '/adopt/application',
    parent: '/adopt',
    needs: adoptionForm,
    label: 'nav.adoptionApplication',
    section: 'nav.adopt',
    menu: 'adopt',
  },
  courtesyPostings: {
    path: '/adopt/courtesy-postings',
    parent: '/resources',
    label: 'nav.courtesyPostings',
    section: 'nav.adopt',
    source: 'courtesy-postings',
  },
  adoptionApplicationForm: { path: '/adopt/adoption-application', needs: adoptionForm },
  adoptionThanks: {
    path: '/adopt/application/thank-you',
    parent: '/adopt/application',
    crumb: 'nav.thankYou',
    // Only the rescue's own form thanks on the site: an embedded outside form thanks in its frame.
    needs: {
      given: ({ site, forms }) => forms.adoption && !site.forms?.adoptionApplicationEmbed,
      what: 'content/forms/adoption.json, and no outside form embedded',
      where: 'forms/adoption.json',
    },
  },
  getInvolved: {
    path: '/get-involved',
    label: 'nav.getInvolved',
    section: 'nav.getInvolved',
    menu: 'main',
    markdown: 'get-involved',
  },
  foster: {
    path: '/get-involved/foster',
    label: 'nav.fostering',
    section: 'nav.getInvolved',
    markdown: 'foster',
    parent: '/get-involved',
  },
  fosterApplication: {
    path: '/get-involved/foster-application',
    parent: '/get-involved/foster',
    label: 'nav.fosterApplication',
    section: 'nav.getInvolved',
  },
  fosterThanks: {
    path: '/get-involved/foster-application/thank-you',
    parent: '/get-involved/foster-application',
    crumb: 'nav.thankYou',
  },
  animalsNeedingFosters: {
    path: '/get-involved/animals-needing-foster-homes',
    parent: '/get-involved',
    needs: {
      given: ({ fosterAnimals }) => fosterAnimals.length > 0,
      what: 'an animal needing a foster home (rescue add foster-animal)',
      where: 'foster-animals',
    },
    label: 'nav.animalsNeedingFosters',
    section: 'nav.getInvolved',
    source: 'foster-animals',
  },
  volunteer: {
    path: '/get-involved/volunteer',
    label: 'nav.volunteer',
    section: 'nav.getInvolved',
    markdown: 'volunteer',
    parent: '/get-involved',
  },
  volunteerApplication: {
    path: '/get-involved/volunteer/volunteer-application',
    label: 'nav.volunteerApplication',
    section: 'nav.getInvolved',
    markdown: 'volunteer-application',
    parent: '/get-involved/volunteer',
  },
  volunteerThanks: {
    path: '/get-involved/volunteer/volunteer-application/thank-you',
    parent: '/get-involved/volunteer/volunteer-application',
    crumb: 'nav.thankYou',
    needs: {
      given: ({ forms }) => forms.volunteer,
      what: 'a volunteer form',
      where: 'forms/volunteer.json',
    },
  },
  donate: {
    path: '/donate',
    label: 'nav.donate',
    section: 'nav.donate',
    menu: 'main',
    markdown: 'donate',
  },
  amazonSmile: {
    path: '/amazon-smile',
    needs: {
      given: ({ site }) => site.donationLinks?.amazonSmile,
      what: 'an AmazonSmile link (donationLinks.amazonSmile)',
      where: 'site.json',
    },
    label: 'nav.amazonSmile',
    section: 'nav.donate',
    markdown: 'amazon-smile',
    parent: '/donate',
  },
  wooftrax: {
    path: '/wooftrax',
    needs: {
      given: ({ site }) => site.wooftrax,
      what: 'the WoofTrax links (wooftrax)',
      where: 'site.json',
    },
    label: 'nav.wooftrax',
    section: 'nav.donate',
    markdown: 'wooftrax',
    parent: '/donate',
  },
  sponsor: {
    path: '/sponsor-a-rescue-animal',
    needs: ownWords('sponsor-a-rescue-animal'),
    label: 'nav.sponsor',
    section: 'nav.donate',
    markdown: 'sponsor-a-rescue-animal',
    parent: '/donate',
  },
  wishList: {
    path: '/wish-list',
    needs: {
      given: ({ site, ownText }) =>
        site.donationLinks?.amazonWishList ||
        site.donationLinks?.chewyWishList ||
        ownText('wish-list'),
      what: "a wish list's link (donationLinks in site.json), or the rescue's own words",
      where: 'pages/wish-list.md',
    },
    label: 'nav.wishList',
    section: 'nav.donate',
    markdown: 'wish-list',
    parent: '/donate',
  },
  events: {
    path: '/events',
    label: 'nav.events',
    section: 'nav.events',
    menu: 'main',
    source: 'events',
    markdown: 'events',
  },
  eventListings: {
    path: '/events/event-listings',
    parent: '/events',
    // Past events too: the list is the rescue's record of them.
    needs: {
      given: ({ events }) => events.length > 0,
      what: 'an event (rescue add event)',
      where: 'events',
    },
    label: 'nav.eventListings',
    section: 'nav.events',
    source: 'events',
  },
  rescueTails: {
    path: '/rescue-tails',
    // Its words only lead to its two pages.
    needs: {
      given: (given) => foreverStories.given(given) || rainbowBridge.given(given),
      what: `${foreverStories.what}, or ${rainbowBridge.what}`,
      where: 'dogs',
    },
    label: 'nav.rescueTails',
    section: 'nav.rescueTails',
    menu: 'main',
    markdown: 'rescue-tails',
  },
  foreverStories: {
    path: '/rescue-tails/forever-stories',
    parent: '/rescue-tails',
    needs: foreverStories,
    label: 'nav.foreverStories',
    section: 'nav.rescueTails',
  },
  rainbowBridge: {
    path: '/rescue-tails/rainbow-bridge',
    parent: '/rescue-tails',
    needs: rainbowBridge,
    label: 'nav.rainbowBridge',
    section: 'nav.rescueTails',
    source: 'rainbow-bridge',
  },
  resources: {
    path: '/resources',
    label: 'nav.resources',
    section: 'nav.resources',
    menu: 'main',
    markdown: 'resources',
  },
  surrendersReturn: {
    path: '/resources/surrenders-return',
    label: 'nav.surrendersReturn',
    section: 'nav.resources',
    markdown: 'surrenders-return',
    parent: '/resources',
  },
  newsletter: {
    path: '/resources/newsletter',
    needs: {
      given: ({ site }) => site.newsletterUrl,
      what: 'a newsletter link (newsletterUrl)',
      where: 'site.json',
    },
    label: 'nav.newsletter',
    section: 'nav.resources',
    markdown: 'newsletter',
    parent: '/resources',
  },
  about: {
    path: '/about',
    crumb: 'nav.about',
    label: 'nav.aboutUs',
    section: 'nav.aboutUs',
    markdown: 'about',
  },
  ourTeam: {
    path: '/about/our-team',
    parent: '/about',
    needs: {
      given: ({ team }) => team.length > 0,
      what: 'a team member (rescue add team)',
      where: 'team',
    },
    label: 'nav.ourTeam',
    section: 'nav.aboutUs',
    source: 'team',
  },
  contact: {
    path: '/about/contact',
    parent: '/about',
    crumb: 'nav.contact',
    label: 'nav.contactUs',
    section: 'nav.aboutUs',
  },
  contactThanks: {
    path: '/about/contact/thank-you',
    parent: '/about/contact',
    crumb: 'nav.thankYou',
  },
  privacyPolicy: {
    path: '/privacy-policy',
    label: 'nav.privacyPolicy',
    section: 'nav.aboutUs',
    menu: 'footer',
    source: 'pages/privacy-policy.md',
    markdown: 'privacy-policy',
  },
  termsOfService: {
    path: '/terms-of-service',
    needs: ownWords('terms-of-service'),
    label: 'nav.termsOfService',
    section: 'nav.aboutUs',
    menu: 'footer',
    source: 'pages/terms-of-service.md',
    markdown: 'terms-of-service',
  },
  legal: {
    path: '/legal',
    needs: ownWords('legal'),
    label: 'nav.legalNotices',
    section: 'nav.aboutUs',
    menu: 'footer',
    source: 'pages/legal.md',
    markdown: 'legal',
  },
  store: {
    path: '/store',
    needs: {
      given: ({ site }) => site.storeUrl,
      what: 'a store link (storeUrl)',
      where: 'site.json',
    },
    label: 'nav.store',
    section: 'nav.aboutUs',
    menu: 'footer',
    markdown: 'store',
  },
  siteMap: { path: '/site-map', label: 'nav.siteMap', menu: 'footer' },
  dashboard: { path: '/dashboard', markdown: 'dashboard' },
} as const satisfies Record<string, PageRoute>;

/** A page's address: one of the table's, so an address not in it does not compile. */
export type PagePath = (typeof routes)[keyof typeof routes]['path'];

/** Every page, in site map order. */
// Pure: a page script that imports one address from here does not carry the table.
export const pageRoutes: PageRoute[] = /* @__PURE__ */ Object.values(routes);

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

/** The address of an event's own calendar file. */
export const eventCalendarPath = (id: string) => `${fileRoutes.eventCalendars}/${id}.ics`;

/** The address of a share card in a collection's folder. */
export const cardPath = (folder: string, id: number | string) => `${folder}/${id}.jpg`;

/** The forms the site has a page for, by their file in content/forms: the page asking, the one thanking. */
export const formRoutes = {
  contact: { page: routes.contact, thankYou: routes.contactThanks },
  'foster-application': { page: routes.fosterApplication, thankYou: routes.fosterThanks },
  adoption: { page: routes.adoptionApplication, thankYou: routes.adoptionThanks },
  volunteer: { page: routes.volunteerApplication, thankYou: routes.volunteerThanks },
} as const;

export type FormName = keyof typeof formRoutes;

export function isFormName(name: string): name is FormName {
  return Object.hasOwn(formRoutes, name);
}

/** The route-table entry of the page at `path`, if it is one. */
export const routeAt = (path: string | undefined) =>
  pageRoutes.find((route) => route.path === path);

/** The pages above `route` in its breadcrumbs, the top one first: its parents in the table. */
export function parentsOf(route: PageRoute): PageRoute[] {
  const parent = routeAt(route.parent);
  return parent ? [...parentsOf(parent), parent] : [];
}

/** One step of a breadcrumb trail: the page's words, and its address unless it is the page itself. */
export interface Crumb {
  label: string;
  href?: string;
}

/**
 * The breadcrumbs of a page of the table, named as in the menus: its parents (linked) and itself;
 * with `current`, those of a record listed on that page: the page linked too, then the record.
 */
export function trailTo(t: Translate, route: PageRoute, current?: string): Crumb[] {
  const name = (each: PageRoute) => t(each.crumb ?? each.label!);
  const linked = current === undefined ? parentsOf(route) : [...parentsOf(route), route];
  return [
    ...linked.map((each) => ({ label: name(each), href: each.path })),
    { label: current ?? name(route) },
  ];
}

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
