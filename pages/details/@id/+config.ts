import type { Config } from 'vike/types';

export default {
  title: 'Dog details',
  description: 'Details of a dog listed for adoption.',
} satisfies Config;
