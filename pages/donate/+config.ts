import type { Config } from 'vike/types';

export default {
  title: 'Donate',
  description: 'Ways to give to the rescue.',
} satisfies Config;
