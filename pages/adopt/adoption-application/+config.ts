import type { Config } from 'vike/types';

export default {
  title: 'Adoption Application',
  description: 'Apply to adopt a German Shepherd or Welsh Corgi.',
  canonical: '/adopt/application',
} satisfies Config;
