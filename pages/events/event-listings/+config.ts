import type { Config } from 'vike/types';

export default {
  titleKey: 'nav.eventListings',
  descriptionKey: 'pages.eventListingsDescription',
} satisfies Config;
