import type { Config } from 'vike/types';

export default {
  titleKey: 'nav.availableDogs',
  descriptionKey: 'pages.availableDogsDescription',
} satisfies Config;
