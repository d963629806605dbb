/**
 * Every word the search alerts show a visitor or a subscriber, in one place, so they can move into
 * the message catalogue with the site's other interface words.
 */
export const alertWords = {
  form: {
    legend: 'Tell me when a new dog matches',
    email: 'Your e-mail address',
    subscribe: 'E-mail me new matches',
    hint: 'One message a day at most, only when a new dog matches the filters chosen above. We ask you to confirm first.',
    feed: 'Follow these matches as a feed',
  },
  anyDog: 'any dog',
  pageTitle: {
    checkInbox: 'Check your inbox',
    invalid: 'Please check the address',
    tooFast: 'Please try again',
    limited: 'Too many sign-ups',
    unavailable: 'Alerts are not available',
    failed: 'The message could not be sent',
    confirmed: 'Alerts confirmed',
    badLink: 'This link does not work',
    kept: 'What we keep for these alerts',
    deleted: 'Alerts stopped and address deleted',
  },
  checkInbox:
    'If this address can receive alerts, a message asking you to confirm is on its way to it. Nothing is sent and nothing is kept until you open the link in that message, which works for 24 hours. No message? Check your spam folder; only one is sent a day.',
  invalid: 'Please give an e-mail address such as name@example.org.',
  tooFast:
    'That was quicker than a person fills in a form. Please wait a moment and send it again.',
  limited:
    'Too many sign-ups came from your network or to this site today. Please try again tomorrow.',
  unavailable: (email: string) =>
    `This site does not send e-mail alerts at the moment. To hear about new dogs, write to ${email}.`,
  failed: (email: string) =>
    `The confirmation could not be sent just now. Please try again later, or write to ${email}.`,
  confirmed: (address: string, filters: string) =>
    `We will e-mail ${address} when a new dog matching ${filters} is listed: at most one message a day. Every message has a link to stop the alerts.`,
  badLink:
    'This link is not valid or has expired. Confirmation links work for 24 hours: choose your filters on the list and sign up again.',
  keptIntro: 'For these alerts we keep only the following, and nothing else:',
  keptFields: {
    email: 'E-mail address',
    filters: 'Filters',
    since: 'Confirmed on',
    heard: 'Last message from us',
  },
  never: 'not yet',
  delete: 'Stop the alerts and delete my address',
  nothingKept: 'Nothing is kept for this link: the alerts were stopped and the address deleted.',
  deleted: 'We no longer keep your address, and no more alerts will be sent to it.',
  backToDogs: 'See the dogs ready for adoption',
  confirmation: {
    subject: (site: string) => `Confirm your dog alerts from ${site}`,
    intro: (site: string, filters: string) =>
      `Someone, hopefully you, asked ${site} to e-mail this address when a new dog matching ${filters} is listed.`,
    action: 'Confirm the alerts',
    expiry:
      'The link works for 24 hours. If you did not ask for this, ignore this message: nothing is kept and you will hear nothing more.',
  },
  alert: {
    subject: (count: number, filters: string) =>
      count === 1 ? `A new dog matches ${filters}` : `${count} new dogs match ${filters}`,
    testSubject: 'Test of the dog alerts',
    intro: (filters: string) => `New since our last message, matching ${filters}:`,
    meet: (name: string) => `Meet ${name}`,
    footer: (site: string) =>
      `You receive this because you confirmed dog alerts from ${site}. At most one message a day.`,
    manage: 'See or delete what we keep',
    unsubscribe: 'Stop these alerts',
  },
  feedTitle: (site: string, filters: string) => `${site}: new dogs matching ${filters}`,
} as const;
