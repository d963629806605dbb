import type { Config } from 'vike/types';

export default {
  titleKey: 'nav.foreverStories',
  descriptionKey: 'pages.foreverStoriesDescription',
  clientMessages: ['common', 'listing', 'values', 'nav.rescueTails', 'nav.foreverStories'],
} satisfies Config;
