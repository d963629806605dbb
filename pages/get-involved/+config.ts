import type { Config } from 'vike/types';

export default {
  title: 'Get Involved',
  description: 'Foster, volunteer or help the rescue in other ways.',
} satisfies Config;
