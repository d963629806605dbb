import type { Config } from 'vike/types';
import { formsEnabled } from '#lib/forms/enabled.ts';

export default {
  titleKey: 'nav.contactUs',
  descriptionKey: 'pages.contactDescription',
  clientMessages: ['common', 'forms', 'formFields', 'nav.contactUs'],
  // Hydrates only to send the form without a reload; without delivery there is nothing to enhance.
  ...(formsEnabled() && { client: 'import:./contactFormClient.ts:default' }),
} satisfies Config;
