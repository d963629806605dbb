import { InvalidArgumentError } from 'commander';
import { collections, type CollectionKey } from '#lib/content/collections.ts';
import { describeError, resolvedSchema, type JsonSchema } from '#lib/content/schemas.ts';
import type { Site } from '#lib/content/types.generated.ts';
import { valueChecks } from './valueChecks.ts';

/** How a field holds photos: a list of {href, alt}, one {href, alt}, or a bare href. */
type PhotoKind = 'list' | 'object' | 'href';

/** One field of a collection's schema, as the CLI offers it (flag, prompt, help). */
export interface Field {
  name: string;
  /** Kebab-case flag name without dashes: `dogAdoptionFee` → `dog-adoption-fee`. */
  flag: string;
  title: string;
  description: string;
  schema: JsonSchema;
  required: boolean;
  photo?: PhotoKind;
}

const photoHrefPattern = resolvedSchema('photo.schema.json').properties?.href?.pattern;

/** Every field a person fills in, in schema order; `id` and what commands keep (readOnly) left out. */
export function fieldsOf(collection: CollectionKey): Field[] {
  return fieldsOfSchema(collections[collection].schema);
}

/** The fields of a schema file (site.schema.json, page.schema.json), as fieldsOf gives a collection's. */
export function fieldsOfSchema(schemaFile: string): Field[] {
  const schema = resolvedSchema(schemaFile);
  return Object.entries(schema.properties ?? {})
    .filter(([name, field]) => name !== 'id' && !field.readOnly)
    .map(([name, field]) => ({
      name,
      flag: name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
      title: field.title ?? name,
      description: field.description ?? '',
      schema: field,
      required: schema.required?.includes(name) ?? false,
      photo: photoKind(field),
    }));
}

/**
 * A dog without a fee of its own pays the site's usual fee (or its fee by age), as that fee stands
 * at each build: only a rescue that set none must give each dog's.
 */
export function withSiteRules(
  fields: Field[],
  site: Pick<Site, 'adoptionFees'> | undefined,
): Field[] {
  // A site.json being edited may not read: then the fee is asked, as with no usual fee.
  if (site?.adoptionFees?.usual !== undefined) return fields;
  return fields.map((field) =>
    field.name === 'dogAdoptionFee' ? { ...field, required: true } : field,
  );
}

function photoKind(schema: JsonSchema): PhotoKind | undefined {
  if (schema.items && isPhoto(schema.items)) return 'list';
  if (isPhoto(schema)) return 'object';
  if (schema.pattern === photoHrefPattern) return 'href';
  return undefined;
}

function isPhoto(schema: JsonSchema): boolean {
  return schema.properties?.href?.pattern === photoHrefPattern;
}

/** Turns typed text into the field's value, or throws a sentence saying what is wrong with it. */
export function readValue(collection: CollectionKey, field: Field, text: string): unknown {
  const { schema, markdownFields } = collections[collection];
  return readValueOf(
    schema,
    (markdownFields as readonly string[]).includes(field.name),
    field,
    text,
  );
}

/** readValue for a field of any schema file; `markdown` text is written in the editor's style. */
export function readValueOf(
  schemaFile: string,
  markdown: boolean,
  field: Field,
  text: string,
): unknown {
  const coerced = coerce(field, text);
  // Markdown as the browser editor writes it, so its next save of the record changes nothing.
  const value =
    markdown && typeof coerced === 'string' ? valueChecks().inEditorStyle(coerced) : coerced;
  const validate = valueChecks().validatorFor(`${schemaFile}#/properties/${field.name}`);
  if (validate(value)) return value;
  const { pointer, message } = describeError(validate.errors![0]!);
  throw new InvalidArgumentError(`${field.title}${pointer ? ` ${pointer}` : ''} ${message}.`);
}

const yes = ['yes', 'y', 'true'];
const no = ['no', 'n', 'false'];

/** Text as the schema's type; text that does not convert is kept so the schema check explains why. */
function coerce(field: Field, text: string): unknown {
  const { schema } = field;
  const trimmed = text.trim();
  if (schema.enum) {
    return (
      schema.enum.find((choice) => String(choice).toLowerCase() === trimmed.toLowerCase()) ?? text
    );
  }
  switch (schema.type) {
    case 'boolean':
      if (yes.includes(trimmed.toLowerCase())) return true;
      return no.includes(trimmed.toLowerCase()) ? false : text;
    case 'number':
    case 'integer':
      return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
    case 'object':
    case 'array':
      try {
        return JSON.parse(text);
      } catch (error) {
        throw new InvalidArgumentError(`${field.title} must be JSON: ${(error as Error).message}.`);
      }
    default:
      return trimmed;
  }
}

/** What to type, shown in help: `--dog-adoption-fee <number>`. */
export function placeholder(field: Field): string {
  const { schema } = field;
  if (schema.enum) return 'value';
  if (schema.type === 'boolean') return 'yes|no';
  if (schema.type === 'number' || schema.type === 'integer') return 'number';
  if (schema.type === 'object' || schema.type === 'array') return 'json';
  if (schema.format === 'date') return 'YYYY-MM-DD';
  if (schema.format === 'email') return 'email';
  if (schema.format === 'uri') return 'url';
  return 'text';
}

/** One line of help from the schema: title, description, allowed values, default. */
export function helpText(field: Field, markRequired: boolean): string {
  const notes = [
    markRequired && field.required ? 'required' : '',
    field.schema.enum ? `one of: ${field.schema.enum.join(', ')}` : '',
    field.schema.default !== undefined ? `default: ${JSON.stringify(field.schema.default)}` : '',
  ].filter(Boolean);
  const description = field.description.replace(/\.$/, '');
  return `${field.title}: ${description}${notes.length ? ` (${notes.join('; ')})` : ''}`;
}
