import type { Config } from 'vike/types';

export default {
  title: 'Dog details',
  description: 'Details of a dog listed for adoption.',
  // Live listing details are served from the listing snapshot (listing-service issue).
  prerender: false,
} satisfies Config;
