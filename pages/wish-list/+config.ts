import type { Config } from 'vike/types';

export default {
  title: 'Wish List',
  description: 'Supplies our foster homes need.',
} satisfies Config;
