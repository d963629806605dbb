import type { Config } from 'vike/types';

export default {
  title: 'Events',
  description: 'Fundraisers, adoption events and meet-ups of the rescue.',
} satisfies Config;
