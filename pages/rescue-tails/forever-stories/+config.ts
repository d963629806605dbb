import type { Config } from 'vike/types';

export default {
  title: 'Forever Stories',
  description: 'Rescue dogs who found their forever homes.',
} satisfies Config;
