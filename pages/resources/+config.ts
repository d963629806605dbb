import type { Config } from 'vike/types';

export default {
  title: 'Resources',
  description: 'Forms, contacts and help for adopters, fosters and owners.',
} satisfies Config;
