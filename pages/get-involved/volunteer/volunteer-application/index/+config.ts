import type { Config } from 'vike/types';
import { formsEnabled } from '#lib/forms/enabled.ts';

export default {
  clientMessages: ['common', 'forms', 'formFields', 'nav'],
  // Hydrates only to send the form without a reload; without delivery there is nothing to enhance.
  ...(formsEnabled() && { client: 'import:./volunteerFormClient.ts:default' }),
} satisfies Config;
