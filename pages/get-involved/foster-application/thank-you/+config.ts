import type { Config } from 'vike/types';

export default {
  titleKey: 'forms.fosterThanksTitle',
  descriptionKey: 'pages.fosterThanksDescription',
} satisfies Config;
