import type { Config } from 'vike/types';
import { formsEnabled } from '#lib/forms/enabled.ts';

export default {
  titleKey: 'nav.fosterApplication',
  descriptionKey: 'pages.fosterApplicationDescription',
  clientMessages: ['common', 'forms', 'formFields', 'fostering', 'nav.fosterApplication'],
  // Hydrates only to send the form without a reload; without delivery there is nothing to enhance.
  ...(formsEnabled() && { client: 'import:./fosterFormClient.ts:default' }),
} satisfies Config;
