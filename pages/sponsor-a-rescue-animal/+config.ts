import type { Config } from 'vike/types';

export default {
  title: 'Sponsor a Rescue Animal',
  description: 'Sponsor the care of a rescue dog.',
} satisfies Config;
