import type { Config } from 'vike/types';

export default {
  title: 'Rainbow Bridge',
  description: 'Remembering the rescue dogs who have crossed the Rainbow Bridge.',
} satisfies Config;
