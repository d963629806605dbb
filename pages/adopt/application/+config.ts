import type { Config } from 'vike/types';

export default {
  titleKey: 'nav.adoptionApplication',
  descriptionKey: 'pages.adoptionApplicationDescription',
} satisfies Config;
