import type { Config } from 'vike/types';

export default {
  title: 'About Us',
  description: 'Our mission, our history and our team.',
} satisfies Config;
