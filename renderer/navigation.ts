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
