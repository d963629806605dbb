import type { Config } from 'vike/types';

export default {
  title: 'WoofTrax',
  description: 'Raise money for the rescue when you walk.',
} satisfies Config;
