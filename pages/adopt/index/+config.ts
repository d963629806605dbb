import type { Config } from 'vike/types';

export default {
  titleKey: 'nav.readyForAdoption',
  descriptionKey: 'pages.readyForAdoptionDescription',
  // Only the words its script can show (the list, its cards and notices, the filters, the alerts'
  // sign-up): every page's words would be a third of its data to parse before it is interactive.
  clientMessages: [
    'listing.loading',
    'listing.loadFailed',
    'listing.refreshFailed',
    'listing.retry',
    'listing.retrying',
    'listing.emptyAdoptable',
    'listing.cardPhoto',
    'listing.photoFailed',
    'listing.noPhoto',
    'listing.status',
    'listing.age',
    'listing.breed',
    'listing.moreInfo',
    'listing.aboutHidden',
    'listing.goodWithLabel',
    'listing.goodWith',
    'listing.notWith',
    'values',
    'filters',
    'nav.readyForAdoption',
    'nav.adoptionApplication',
    'forms.trap',
    'alerts.formLegend',
    'alerts.formEmail',
    'alerts.formHint',
    'alerts.formSubscribe',
    'alerts.formFeed',
  ],
} satisfies Config;
