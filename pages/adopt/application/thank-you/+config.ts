import type { Config } from 'vike/types';

export default {
  // No data hook: renderer/+data.ts (the pages of content/pages) is not for this page.
  data: null,
  titleKey: 'forms.adoptionThanksTitle',
  descriptionKey: 'pages.adoptionThanksDescription',
} satisfies Config;
