import type { Config } from 'vike/types';

export default {
  title: 'Site Map',
  description: 'Every page of the site, by section.',
} satisfies Config;
