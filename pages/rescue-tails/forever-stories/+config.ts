import type { Config } from 'vike/types';

export default {
  titleKey: 'nav.foreverStories',
  descriptionKey: 'pages.foreverStoriesDescription',
  clientMessages: ['common', 'listing', 'values', 'nav.foreverStories'],
} satisfies Config;
