import type { Config } from 'vike/types';

export default {
  title: 'Ready For Adoption',
  description: 'Dogs from the rescue listed on the pet-listing service.',
} satisfies Config;
