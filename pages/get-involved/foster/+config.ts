import type { Config } from 'vike/types';

export default {
  title: 'Fostering',
  description: 'Open your home to a rescue dog for a little while.',
} satisfies Config;
