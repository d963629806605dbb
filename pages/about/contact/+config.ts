import type { Config } from 'vike/types';

export default {
  title: 'Contact Us',
  description: 'Send the rescue a message.',
} satisfies Config;
