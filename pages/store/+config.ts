import type { Config } from 'vike/types';

export default {
  title: 'Store',
  description: 'Rescue merchandise: every purchase helps our dogs.',
} satisfies Config;
