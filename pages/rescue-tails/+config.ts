import type { Config } from 'vike/types';

export default {
  title: 'Rescue Tails',
  description: 'Stories of our dogs: forever homes and those we remember.',
} satisfies Config;
