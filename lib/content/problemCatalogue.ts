/**
 * Every kind of content problem the loader and `rescue validate` report, by a stable code: its
 * severity, a title (what happened) and a hint (what to do). The message of each problem says
 * where and what exactly; the code stays the same when the wording changes.
 */
interface ProblemKind {
  severity: 'error' | 'warning';
  title: string;
  /** A function for a hint that names a value to write (its argument: a file name, a colour). */
  hint: string | ((detail: string) => string);
}

const linkHint =
  'Copy the file into the content folder instead of linking to it, or delete the link.';
const photoFileHint =
  'Add the photo again with rescue (it converts and scales photos), or replace the file.';

export const problemCatalogue = {
  'content-folder-missing': {
    severity: 'error',
    title: 'Content folder not found',
    hint: 'Run the command in your clone of the site, or name the content folder (CONTENT_DIR, or --content <dir> for rescue).',
  },
  'site-missing': {
    severity: 'error',
    title: "The organisation's facts are missing",
    hint: 'Restore site.json from git (git restore content/site.json): every page needs it.',
  },
  'messages-missing': {
    severity: 'error',
    title: 'The message catalogue is missing',
    hint: "Restore it from git (git restore content/messages/): every page takes its interface words from its language's catalogue; for a language in site.json's languages, copy messages/en.json to messages/<code>.json and translate it.",
  },
  'translation-not-object': {
    severity: 'error',
    title: 'A translation file does not hold translated fields',
    hint: 'Write it as an object of the fields it translates, such as { "dogDescription": "…" }, or translate the record with rescue translate.',
  },
  'translation-field-unknown': {
    severity: 'error',
    title: 'A translation gives a field that is not translated',
    hint: 'Delete the field from the translation file: names, dates, numbers and links come from the English file, for every language.',
  },
  'link-broken': {
    severity: 'error',
    title: 'Link to a file that does not exist',
    hint: linkHint,
  },
  'link-outside-content': {
    severity: 'error',
    title: 'Link to a file outside the content folder',
    hint: linkHint,
  },
  'merge-conflict': {
    severity: 'error',
    title: 'Unresolved merge conflict',
    hint: 'Keep the lines you want between the "<<<<<<<", "=======" and ">>>>>>>" lines, delete those three marker lines, then run `rescue validate` again.',
  },
  'json-syntax': {
    severity: 'error',
    title: 'Not valid JSON',
    hint: 'Fix the file at that line: names and text in double quotes, a comma between two fields but none after the last, every { and [ closed.',
  },
  'yaml-syntax': {
    severity: 'error',
    title: 'Front matter is not valid YAML',
    hint: 'Write each field as `name: value` on its own line between the two `---` lines; put quotes around a value that contains a colon.',
  },
  'file-name-invalid': {
    severity: 'error',
    title: 'File name cannot be a page address',
    hint: (suggested: string) =>
      `Rename it to lower-case letters, digits and dashes, such as ${suggested}.json.`,
  },
  'schema-required': {
    severity: 'error',
    title: 'Required field missing',
    hint: 'Add the field: `rescue update` sets it (see `rescue update --help`), or write it into the file.',
  },
  'schema-unknown-field': {
    severity: 'error',
    title: 'Unknown field',
    hint: 'Remove the field, or correct its name to one of the known fields (capitals count).',
  },
  'schema-enum': {
    severity: 'error',
    title: 'Value not in the list',
    hint: 'Use one of the values listed, spelled exactly as shown (capitals count).',
  },
  'schema-format': {
    severity: 'error',
    title: 'Value not in the expected format',
    hint: 'Write the value in the form named, such as 2025-04-12 for a date or https://example.org for a web address.',
  },
  'schema-empty': {
    severity: 'error',
    title: 'Empty text',
    hint: 'Write some text in the field (between double quotes in a JSON file): it cannot be empty or only spaces.',
  },
  'schema-type': {
    severity: 'error',
    title: 'Value of the wrong kind',
    hint: 'Write the kind of value named: text in double quotes, a number or true/false without quotes, a list in [ ].',
  },
  'schema-pattern': {
    severity: 'error',
    title: 'Value not in the expected form',
    hint: 'Write the value in the form described in brackets.',
  },
  'schema-too-few': {
    severity: 'error',
    title: 'Too few items',
    hint: 'Add items until there are at least as many as named (`rescue update` can add photos).',
  },
  'schema-too-small': {
    severity: 'error',
    title: 'Number too small',
    hint: 'Use a number at least as large as named.',
  },
  'schema-other': {
    severity: 'error',
    title: 'Value breaks a rule of its schema',
    hint: "Correct the value as the message says; the field's description in schemas/ tells what it holds.",
  },
  'message-syntax': {
    severity: 'error',
    title: 'Message is not valid ICU MessageFormat',
    hint: 'Close every { with a }, write an argument as {name} and a plural as {count, plural, one {# dog} other {# dogs}}; write a literal { or } between single quotes.',
  },
  'duplicate-id': {
    severity: 'error',
    title: 'ID used twice',
    hint: 'Give each record its own ID: change this one, or delete this file if it is the same record twice.',
  },
  'event-end-before-start': {
    severity: 'error',
    title: 'Event ends before it starts',
    hint: "Set eventEnd to a time after eventStart, both written YYYY-MM-DDTHH:MM in the rescue's time zone.",
  },
  'event-date-not-real': {
    severity: 'error',
    title: 'Event date is not on the calendar',
    hint: 'Write a day the month has, as YYYY-MM-DDTHH:MM, such as 2025-05-17T11:00 (February has 28 days, 29 in a leap year; April, June, September and November have 30).',
  },
  'site-url-incomplete': {
    severity: 'warning',
    title: 'Site address lacks its workers.dev subdomain',
    hint: 'Write the address Cloudflare shows for the Worker (Workers & Pages › your Worker), https://<worker>.<your subdomain>.workers.dev, or your own domain: shared links, the sitemap, the feeds and sign-in use it.',
  },
  'dog-photo-missing': {
    severity: 'warning',
    title: 'Available dog has no photo yet',
    hint: 'Add a photo when you have one: at /admin, or copy it under content/media/images/ and name it in dogPhotoLink. Until then its card and page show a drawn picture with its name.',
  },
  'dog-age-missing': {
    severity: 'error',
    title: 'Dog has no age',
    hint: "Write its birth date (dogBirthDate: YYYY-MM, or YYYY-MM-DD; an estimate is fine), and the age is shown and kept current at every build; or write the age (dogAge, such as 'Adult - DOB 03/2019').",
  },
  'dog-age-date-not-real': {
    severity: 'error',
    title: "Age's date of birth is not on the calendar",
    hint: "Write the month of birth as MM/YYYY (such as 'Adult - DOB 03/2019'), or give the birth date in dogBirthDate instead.",
  },
  'dog-birth-date-invalid': {
    severity: 'error',
    title: 'Birth date is not a real past day',
    hint: 'Write the month (YYYY-MM) or day (YYYY-MM-DD) the dog was born, estimated if need be; it cannot be after today.',
  },
  'dog-fee-missing': {
    severity: 'error',
    title: 'Dog has no adoption fee',
    hint: "Write the dog's fee (dogAdoptionFee), or the site's usual fee (site.json adoptionFees.usual, and fees by age in adoptionFees.byAge) that dogs without their own pay.",
  },
  'dog-description-cut': {
    severity: 'warning',
    title: 'An imported description is only its first 100 characters',
    hint: "The listing service's API gives only a description's first 100 characters: copy the whole text from the dog's listing (its address is in the message) into Description, at /admin or with rescue update.",
  },
  'photo-missing': {
    severity: 'error',
    title: 'Photo not found',
    hint: 'Put the photo at that path under content/media, or correct the path (`rescue update` adds photos).',
  },
  'photo-not-image': {
    severity: 'error',
    title: 'Photo is not a JPEG, PNG or WebP image',
    hint: photoFileHint,
  },
  'photo-too-large': {
    severity: 'error',
    title: 'Photo has too many pixels to decode',
    hint: photoFileHint,
  },
  'theme-contrast': {
    severity: 'error',
    title: 'Colour fails WCAG AA contrast',
    hint: (shade: string) =>
      `Use ${shade || 'a darker or lighter colour'} (the nearest shade of this colour that passes) or another colour: the build picks text colours and link shades itself, but no choice makes this pairing readable.`,
  },
  'placeholder-unknown': {
    severity: 'error',
    title: 'Placeholder names no fact of the rescue',
    hint: 'Use one of {name}, {shortName}, {tagline}, {email}, {phone}, {address}, {state}, {breeds}, {emails.adoption} (or another key of emails), or a field of site.json such as {forms.fosterApplication}; spelled as in site.json, capitals count.',
  },
  'unsafe-html': {
    severity: 'warning',
    title: 'HTML removed from the page',
    hint: 'Write it in Markdown: **bold**, _italics_, lists, headings and http(s)/mailto/tel links.',
  },
  'markdown-style': {
    severity: 'warning',
    title: "Markdown not written the browser editor's way",
    hint: 'Run `npx rescue format` to rewrite it as the editor writes it (_italics_, **bold**, "- " lists), so the next save in /admin changes nothing else.',
  },
  'markdown-style-by-hand': {
    severity: 'warning',
    title: 'Markdown the browser editor would change the look of',
    hint: 'Rewrite it by hand: one list without blank lines between its items, no two lists in a row, headings written "### Heading".',
  },
  'posting-expired': {
    severity: 'warning',
    title: 'Courtesy posting expired',
    hint: 'Run `rescue prune-postings` to remove expired postings.',
  },
  'sample-fact': {
    severity: 'warning',
    title: "The sample rescue's facts are still here",
    hint: "Write your rescue's own instead (or delete it): it came with the template.",
  },
  'sample-photo': {
    severity: 'warning',
    title: "The sample rescue's picture is still here",
    hint: 'Delete the file and the record or field that shows it, or replace it with your own picture.',
  },
  'breed-not-listable': {
    severity: 'warning',
    title: 'A breed the listing services do not know',
    hint: "Add the breed word to content/listing-breeds.json with Petfinder's name for it (rescue syndicate sends no dog until every breed is known), or write the Breed field in Petfinder's words.",
  },
  'starter-text-unchanged': {
    severity: 'warning',
    title: 'Page still has its starting text',
    hint: "Rewrite the page in your rescue's own words (in /admin under Pages, or in the file).",
  },
  'page-not-given': {
    severity: 'warning',
    title: 'A page is left out until it has content',
    hint: (what) =>
      `It comes back by itself once it has ${what}; meanwhile it says how to reach the rescue.`,
  },
  'form-unknown': {
    severity: 'error',
    title: 'A form the site has no page for',
    hint: 'Name the file after one of the forms of the site: contact, foster-application, adoption, volunteer.',
  },
  'form-missing': {
    severity: 'error',
    title: 'A form is missing',
    hint: 'Restore it from git (git restore content/forms/): its page is always offered.',
  },
  'form-field-duplicate': {
    severity: 'error',
    title: 'Two questions of a form have the same name',
    hint: 'Give each question a name of its own: the answers are posted and e-mailed by name.',
  },
  'form-field-reserved': {
    severity: 'error',
    title: 'A question has a name the form itself uses',
    hint: 'Rename the question: lang, website, elapsed and formVersion are the names of the hidden fields every form posts.',
  },
  'form-condition-unknown': {
    severity: 'error',
    title: 'A question is asked after an answer no earlier question gives',
    hint: "Make showIf name an earlier question's name, and one of its answers (an option, or yes or no).",
  },
  'form-options-missing': {
    severity: 'error',
    title: 'A choice has no options',
    hint: 'Give the question its options (or optionsFrom: availableDogs), or make it another kind of question.',
  },
  'form-translation-mismatch': {
    severity: 'error',
    title: "A form's translation does not match its questions",
    hint: 'Translate the English questions as they are: the same names, and as many options, in the same order.',
  },
} as const satisfies Record<string, ProblemKind>;

export type ProblemCode = keyof typeof problemCatalogue;

/** A problem kind's hint, with its detail filled in where the hint names one. */
export function hintOf(code: ProblemCode, detail = ''): string {
  const { hint } = problemCatalogue[code] as ProblemKind;
  return typeof hint === 'function' ? hint(detail) : hint;
}
