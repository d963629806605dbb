import type { Config } from 'vike/types';

export default {
  // No data hook: renderer/+data.ts (the pages of content/pages) is not for this page.
  data: null,
  titleKey: 'forms.volunteerThanksTitle',
  descriptionKey: 'pages.volunteerThanksDescription',
} satisfies Config;
