import type { Config } from 'vike/types';

export default {
  title: 'Foster Application',
  description: 'Apply to become a foster home.',
} satisfies Config;
