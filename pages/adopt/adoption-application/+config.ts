import type { Config } from 'vike/types';
import { formsEnabled } from '#lib/forms/enabled.ts';
import type { PagePath } from '#lib/routes.ts';

export default {
  titleKey: 'nav.adoptionApplication',
  descriptionKey: 'pages.adoptionApplicationDescription',
  canonical: '/adopt/application' satisfies PagePath,
  clientMessages: [
    'common',
    'forms',
    'formFields',
    'adopt.formNote',
    'adopt.formLink',
    'adopt.formTitle',
    'nav.adoptionApplication',
  ],
  // Hydrates only to send the rescue's own form without a reload (an embedded form needs nothing).
  ...(formsEnabled() && { client: 'import:../application/index/adoptionFormClient.ts:default' }),
} satisfies Config;
