import type { Config } from 'vike/types';

export default {
  title: 'Page not found',
  description: 'The page you are looking for could not be found.',
} satisfies Config;
