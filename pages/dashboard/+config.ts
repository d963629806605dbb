import type { Config } from 'vike/types';

export default {
  title: 'Redirecting',
  description: 'This page has moved to the home page.',
  redirectTo: '/',
} satisfies Config;
