import type { Config } from 'vike/types';

export default {
  title: 'Animals Needing Fosters',
  description: 'Dogs waiting for a foster home before they can be adopted.',
} satisfies Config;
