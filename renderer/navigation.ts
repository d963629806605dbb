import type { MessageKey } from '#lib/messages/format.ts';

/** A page in the navigation: its name is a message of the catalogue. */
export interface NavLink {
  label: MessageKey;
  href: string;
}

/** The site's main navigation; Store is the external shop, so it comes from site.json. */
export const adoptLinks: NavLink[] = [
  { label: 'nav.availableDogs', href: '/adopt/available-dogs' },
  { label: 'nav.adoptionFaqs', href: '/resources/adoption-faqs' },
  { label: 'nav.adoptionApplication', href: '/adopt/application' },
];

export const mainLinks: NavLink[] = [
  { label: 'nav.getInvolved', href: '/get-involved' },
  { label: 'nav.donate', href: '/donate' },
  { label: 'nav.events', href: '/events' },
  { label: 'nav.rescueTails', href: '/rescue-tails' },
  { label: 'nav.resources', href: '/resources' },
];

/** Pages linked from every footer, so that none is reachable one way only. */
export const footerLinks: NavLink[] = [
  { label: 'nav.privacyPolicy', href: '/privacy-policy' },
  { label: 'nav.termsOfService', href: '/terms-of-service' },
  { label: 'nav.legalNotices', href: '/legal' },
  { label: 'nav.store', href: '/store' },
  { label: 'nav.siteMap', href: '/site-map' },
];

/** Every page of the site by section, for the site map; record pages are added from content. */
export const siteSections: { heading: MessageKey; links: NavLink[] }[] = [
  {
    heading: 'nav.adopt',
    links: [
      { label: 'nav.readyForAdoption', href: '/adopt' },
      ...adoptLinks,
      { label: 'nav.courtesyPostings', href: '/adopt/courtesy-postings' },
    ],
  },
  {
    heading: 'nav.getInvolved',
    links: [
      { label: 'nav.getInvolved', href: '/get-involved' },
      { label: 'nav.fostering', href: '/get-involved/foster' },
      { label: 'nav.fosterApplication', href: '/get-involved/foster-application' },
      { label: 'nav.animalsNeedingFosters', href: '/get-involved/animals-needing-foster-homes' },
      { label: 'nav.volunteer', href: '/get-involved/volunteer' },
      { label: 'nav.volunteerApplication', href: '/get-involved/volunteer/volunteer-application' },
    ],
  },
  {
    heading: 'nav.donate',
    links: [
      { label: 'nav.donate', href: '/donate' },
      { label: 'nav.amazonSmile', href: '/amazon-smile' },
      { label: 'nav.wooftrax', href: '/wooftrax' },
      { label: 'nav.sponsor', href: '/sponsor-a-rescue-animal' },
      { label: 'nav.wishList', href: '/wish-list' },
    ],
  },
  {
    heading: 'nav.events',
    links: [
      { label: 'nav.events', href: '/events' },
      { label: 'nav.eventListings', href: '/events/event-listings' },
    ],
  },
  {
    heading: 'nav.rescueTails',
    links: [
      { label: 'nav.rescueTails', href: '/rescue-tails' },
      { label: 'nav.foreverStories', href: '/rescue-tails/forever-stories' },
      { label: 'nav.rainbowBridge', href: '/rescue-tails/rainbow-bridge' },
    ],
  },
  {
    heading: 'nav.resources',
    links: [
      { label: 'nav.resources', href: '/resources' },
      { label: 'nav.surrendersReturn', href: '/resources/surrenders-return' },
      { label: 'nav.newsletter', href: '/resources/newsletter' },
    ],
  },
  {
    heading: 'nav.aboutUs',
    links: [
      { label: 'nav.aboutUs', href: '/about' },
      { label: 'nav.ourTeam', href: '/about/our-team' },
      { label: 'nav.contactUs', href: '/about/contact' },
      ...footerLinks.filter((link) => link.href !== '/site-map'),
    ],
  },
];
