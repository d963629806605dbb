import type { Config } from 'vike/types';

export default {
  title: 'Event Listings',
  description: 'All events of the rescue.',
} satisfies Config;
