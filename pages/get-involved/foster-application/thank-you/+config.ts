import type { Config } from 'vike/types';

export default {
  title: 'Thank You',
  description: 'Your foster application has reached the rescue.',
} satisfies Config;
