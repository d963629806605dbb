import type { Config } from 'vike/types';

export default {
  titleKey: 'nav.readyForAdoption',
  descriptionKey: 'pages.readyForAdoptionDescription',
  clientMessages: [
    'common',
    'listing',
    'values',
    'filters',
    'nav.readyForAdoption',
    'nav.adoptionApplication',
    'adopt.feeNote',
    'forms.trap',
    'alerts.formLegend',
    'alerts.formEmail',
    'alerts.formHint',
    'alerts.formSubscribe',
    'alerts.formFeed',
  ],
} satisfies Config;
