import type { Config } from 'vike/types';

export default {
  titleKey: 'nav.adoptionApplication',
  descriptionKey: 'pages.adoptionApplicationDescription',
  canonical: '/adopt/application',
} satisfies Config;
