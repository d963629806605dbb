import { Option } from 'commander';
import { collections, type Collection, type CollectionKey } from '#lib/content/collections.ts';
import { fieldsOf, helpText, placeholder, readValue, type Field } from './fields.ts';

/** A flag per schema field (`dogAdoptionFee` → `--dog-adoption-fee <number>`), converted and checked as parsed. */
export function fieldOptions(collection: CollectionKey, markRequired: boolean) {
  return fieldsOf(collection).map((field) => ({
    field,
    option: new Option(
      `--${field.flag} <${placeholder(field)}>`,
      helpText(field, markRequired),
    ).argParser((text) => readValue(collection, field, text)),
  }));
}

/** The values given as flags, keyed by field name. */
export function fieldValues(
  options: { field: Field; option: Option }[],
  parsed: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    options
      .map(({ field, option }) => [field.name, parsed[option.attributeName()]] as const)
      .filter(([, value]) => value !== undefined),
  );
}

/** For flags given more than once: `--photo a.jpg --photo b.jpg`. */
export function repeatable(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

export const commitOption = () =>
  new Option('--commit', 'make a git commit of exactly the files this command changed');

export const yesOption = () => new Option('-y, --yes', 'go ahead without asking for confirmation');

export const jsonOption = () => new Option('--json', 'print JSON for scripts instead of text');

/** How `rescue validate` and `rescue i18n status` print what they found. */
const outputFormats = ['text', 'json', 'github'] as const;
export type OutputFormat = (typeof outputFormats)[number];

/** `--format text|json|github`: for people, scripts, or CI annotations. */
export const formatOption = () =>
  new Option('--format <format>', 'text for people, json for scripts, github for CI annotations')
    .choices(outputFormats)
    .default('text');

export const langOption = (description: string) => new Option('--lang <code>', description);

/** `--translation`, its example a text field of the command's own records (any record's: a dog's). */
export const translationOption = (collection: CollectionKey = 'dogs') => {
  const { markdownFields, translatableFields }: Collection = collections[collection];
  const markdown = markdownFields.find((field) => translatableFields.includes(field));
  const example = markdown
    ? `${markdown}=Un texto **en español**.`
    : `${translatableFields.find((field) => !field.endsWith('PhotoLink'))}=Texto en español`;
  return new Option(
    '--translation <field=text>',
    `a translated field: --translation "${example}" (a photo field takes alt texts, one per photo in order); repeat for more`,
  ).argParser(repeatable);
};
