import type { Config } from 'vike/types';

export default {
  title: 'Volunteer',
  description: 'Volunteer with the rescue.',
} satisfies Config;
