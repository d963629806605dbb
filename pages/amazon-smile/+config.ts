import type { Config } from 'vike/types';

export default {
  title: 'Amazon Smile',
  description: 'Choose the rescue as your charity when you shop.',
} satisfies Config;
