import type { Config } from 'vike/types';

export default {
  title: 'Thank you for applying to foster',
  description: 'Your foster application has reached the rescue.',
} satisfies Config;
