import type { Config } from 'vike/types';

export default {
  titleKey: 'forms.contactThanksTitle',
  descriptionKey: 'pages.contactThanksDescription',
} satisfies Config;
