import type { Config } from 'vike/types';

export default {
  title: 'Volunteer Application',
  description: 'Apply to volunteer with the rescue.',
} satisfies Config;
