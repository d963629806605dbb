import type { ErrorObject } from 'ajv/dist/2020.js';
import type { ProblemCode } from './problemCatalogue.ts';
import courtesyPosting from '../../schemas/courtesy-posting.schema.json' with { type: 'json' };
import dog from '../../schemas/dog.schema.json' with { type: 'json' };
import event from '../../schemas/event.schema.json' with { type: 'json' };
import form from '../../schemas/form.schema.json' with { type: 'json' };
import fosterAnimal from '../../schemas/foster-animal.schema.json' with { type: 'json' };
import listingBreeds from '../../schemas/listing-breeds.schema.json' with { type: 'json' };
import messages from '../../schemas/messages.schema.json' with { type: 'json' };
import page from '../../schemas/page.schema.json' with { type: 'json' };
import pageSection from '../../schemas/page-section.schema.json' with { type: 'json' };
import partner from '../../schemas/partner.schema.json' with { type: 'json' };
import photo from '../../schemas/photo.schema.json' with { type: 'json' };
import rainbowBridgeDog from '../../schemas/rainbow-bridge-dog.schema.json' with { type: 'json' };
import site from '../../schemas/site.schema.json' with { type: 'json' };
import teamMember from '../../schemas/team-member.schema.json' with { type: 'json' };

export type JsonSchema = {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string;
  enum?: unknown[];
  default?: unknown;
  format?: string;
  pattern?: string;
  /** What the pattern asks for, in words ("letters, digits and dashes"). */
  patternDescription?: string;
  examples?: unknown[];
  /** Kept by a command (rescue import), never typed by a person: no flag, question or editor field. */
  readOnly?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  required?: string[];
  properties?: Record<string, JsonSchema>;
};

// Imported rather than read from disk so the bundled build finds them too.
export const schemasByFile = new Map<string, JsonSchema>(
  [
    courtesyPosting,
    dog,
    event,
    form,
    fosterAnimal,
    listingBreeds,
    messages,
    page,
    pageSection,
    partner,
    photo,
    rainbowBridgeDog,
    site,
    teamMember,
  ].map((schema) => [schema.$id, schema as JsonSchema]),
);

/** The schema with `$ref`s followed, so callers see titles, enums and defaults directly. */
export function resolvedSchema(schemaFile: string): JsonSchema {
  return resolve(schemasByFile.get(schemaFile)!);
}

function resolve(schema: JsonSchema): JsonSchema {
  let resolved = schema;
  if (schema.$ref) {
    const [file, pointer = ''] = schema.$ref.split('#') as [string, string?];
    const target = pointer
      .split('/')
      .filter(Boolean)
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], schemasByFile.get(file));
    const { $ref, ...own } = schema;
    resolved = { ...resolve(target as JsonSchema), ...own };
  }
  return {
    ...resolved,
    ...(resolved.items && { items: resolve(resolved.items) }),
    ...(resolved.properties && {
      properties: Object.fromEntries(
        Object.entries(resolved.properties).map(([key, value]) => [key, resolve(value)]),
      ),
    }),
  };
}

const formatNames: Record<string, string> = {
  email: 'a valid e-mail address',
  date: 'a date written YYYY-MM-DD',
  uri: 'a full web address starting with https://',
};

/** Turns one ajv error into a JSON pointer, a sentence a volunteer understands and its problem code. */
export function describeError(error: ErrorObject): {
  code: ProblemCode;
  pointer: string;
  message: string;
} {
  const schema = (error.parentSchema ?? {}) as JsonSchema;
  const params = error.params as Record<string, unknown>;
  const pointer = error.instancePath;
  const nonEmptyString = schema.type === 'string' && (schema.minLength ?? 0) >= 1;
  switch (error.keyword) {
    case 'required':
      return {
        code: 'schema-required',
        pointer: `${pointer}/${String(params.missingProperty)}`,
        message: 'is required',
      };
    case 'additionalProperties':
      return {
        code: 'schema-unknown-field',
        pointer: `${pointer}/${String(params.additionalProperty)}`,
        message: `is not a known field (known fields: ${Object.keys(schema.properties ?? {}).join(', ')})`,
      };
    case 'enum':
      return {
        code: 'schema-enum',
        pointer,
        message: `must be one of: ${(schema.enum ?? []).join(', ')}`,
      };
    case 'format':
      return {
        code: 'schema-format',
        pointer,
        message: `must be ${formatNames[String(params.format)] ?? params.format}`,
      };
    case 'type':
    case 'minLength':
      if (nonEmptyString) {
        return { code: 'schema-empty', pointer, message: 'must be a non-empty string' };
      }
      return {
        code: 'schema-type',
        pointer,
        message: `must be ${article(String(params.type ?? 'longer'))}`,
      };
    case 'pattern':
      if (schema.pattern === '\\S') {
        return { code: 'schema-empty', pointer, message: 'must be a non-empty string' };
      }
      return {
        code: 'schema-pattern',
        pointer,
        message: `is not in the expected form: ${patternRule(schema)}`,
      };
    case 'minItems':
      return {
        code: 'schema-too-few',
        pointer,
        message: `must have at least ${String(params.limit)} item(s)`,
      };
    case 'minimum':
      return {
        code: 'schema-too-small',
        pointer,
        message: `must be at least ${String(params.limit)}`,
      };
    default:
      return { code: 'schema-other', pointer, message: error.message ?? 'is invalid' };
  }
}

/** The rule of a field's pattern in words, with its first example: "letters and digits, such as WI123". */
export function patternRule(schema: JsonSchema): string {
  const rule = schema.patternDescription ?? `written as ${String(schema.pattern)}`;
  const example = schema.examples?.[0];
  return example === undefined ? rule : `${rule}, such as ${String(example)}`;
}

function article(type: string): string {
  if (type === 'longer') return 'longer';
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
