import type { Config } from 'vike/types';

export default {
  title: 'Thank you for your message',
  description: 'Your message has reached the rescue.',
} satisfies Config;
