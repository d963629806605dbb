import type { Config } from 'vike/types';

export default {
  title: 'Available Dogs',
  description:
    'German Shepherds and Welsh Corgis ready for adoption from foster homes in Minnesota.',
} satisfies Config;
