/** The site's main navigation; Store is the external shop, so it comes from site.json. */
export const adoptLinks = [
  { label: 'Available Dogs', href: '/adopt/available-dogs' },
  { label: 'Adoption FAQs', href: '/resources/adoption-faqs' },
  { label: 'Adoption Application', href: '/adopt/application' },
];

export const mainLinks = [
  { label: 'Get Involved', href: '/get-involved' },
  { label: 'Donate', href: '/donate' },
  { label: 'Events', href: '/events' },
  { label: 'Rescue Tails', href: '/rescue-tails' },
  { label: 'Resources', href: '/resources' },
];

/** Pages linked from every footer, so that none is reachable one way only. */
export const footerLinks = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Legal Notices', href: '/legal' },
  { label: 'Store', href: '/store' },
  { label: 'Site Map', href: '/site-map' },
];

/** Every page of the site by section, for the site map; record pages are added from content. */
export const siteSections = [
  {
    heading: 'Adopt',
    links: [
      { label: 'Ready For Adoption', href: '/adopt' },
      ...adoptLinks,
      { label: 'Courtesy Postings', href: '/adopt/courtesy-postings' },
    ],
  },
  {
    heading: 'Get Involved',
    links: [
      { label: 'Get Involved', href: '/get-involved' },
      { label: 'Fostering', href: '/get-involved/foster' },
      { label: 'Foster Application', href: '/get-involved/foster-application' },
      { label: 'Animals Needing Fosters', href: '/get-involved/animals-needing-foster-homes' },
      { label: 'Volunteer', href: '/get-involved/volunteer' },
      { label: 'Volunteer Application', href: '/get-involved/volunteer/volunteer-application' },
    ],
  },
  {
    heading: 'Donate',
    links: [
      { label: 'Donate', href: '/donate' },
      { label: 'Amazon Smile', href: '/amazon-smile' },
      { label: 'WoofTrax', href: '/wooftrax' },
      { label: 'Sponsor a Rescue Animal', href: '/sponsor-a-rescue-animal' },
      { label: 'Wish List', href: '/wish-list' },
    ],
  },
  {
    heading: 'Events',
    links: [
      { label: 'Events', href: '/events' },
      { label: 'Event Listings', href: '/events/event-listings' },
    ],
  },
  {
    heading: 'Rescue Tails',
    links: [
      { label: 'Rescue Tails', href: '/rescue-tails' },
      { label: 'Forever Stories', href: '/rescue-tails/forever-stories' },
      { label: 'Rainbow Bridge', href: '/rescue-tails/rainbow-bridge' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: 'Resources', href: '/resources' },
      { label: 'Surrenders and Returns', href: '/resources/surrenders-return' },
      { label: 'Newsletter', href: '/resources/newsletter' },
    ],
  },
  {
    heading: 'About Us',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Our Team', href: '/about/our-team' },
      { label: 'Contact Us', href: '/about/contact' },
      ...footerLinks.filter((link) => link.href !== '/site-map'),
    ],
  },
];
