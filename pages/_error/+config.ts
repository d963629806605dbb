import type { Config } from 'vike/types';

export default {
  titleKey: 'pages.notFoundTitle',
  descriptionKey: 'pages.notFoundDescription',
  clientMessages: ['common', 'listing', 'values', 'notFound'],
} satisfies Config;
