import type { Config } from 'vike/types';

export default {
  redirectTo: '/',
} satisfies Config;
