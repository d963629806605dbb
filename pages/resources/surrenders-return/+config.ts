import type { Config } from 'vike/types';

export default {
  title: 'Surrenders and Returns',
  description: 'Need to rehome your German Shepherd or Corgi? We can help.',
} satisfies Config;
