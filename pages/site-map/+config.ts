import type { Config } from 'vike/types';

export default {
  titleKey: 'nav.siteMap',
  descriptionKey: 'pages.siteMapDescription',
} satisfies Config;
