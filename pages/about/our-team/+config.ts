import type { Config } from 'vike/types';

export default {
  title: 'Our Team',
  description: 'The volunteers who lead the rescue.',
} satisfies Config;
