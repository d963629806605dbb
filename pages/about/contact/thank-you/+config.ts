import type { Config } from 'vike/types';

export default {
  title: 'Thank You',
  description: 'Your message has reached the rescue.',
} satisfies Config;
