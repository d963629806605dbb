import type { Config } from 'vike/types';

export default {
  titleKey: 'nav.courtesyPostings',
  descriptionKey: 'pages.courtesyPostingsDescription',
} satisfies Config;
