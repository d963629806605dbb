import type { Config } from 'vike/types';

export default {
  title: 'Adoption Application',
  description: 'Apply to adopt a German Shepherd or Welsh Corgi.',
} satisfies Config;
