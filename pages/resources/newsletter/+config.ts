import type { Config } from 'vike/types';

export default {
  title: 'Newsletter',
  description: 'The rescue newsletter.',
} satisfies Config;
