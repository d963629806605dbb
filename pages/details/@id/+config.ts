import type { Config } from 'vike/types';

export default {
  titleKey: 'pages.detailsTitle',
  descriptionKey: 'pages.detailsDescription',
  clientMessages: ['common', 'listing', 'values'],
} satisfies Config;
