import type { Config } from 'vike/types';

export default {
  title: 'Courtesy Postings',
  description: 'Dogs from owners and other rescues looking for a new home.',
} satisfies Config;
