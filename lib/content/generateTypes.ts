// Writes lib/content/types.generated.ts from schemas/*.schema.json: the schemas are the one source of truth.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import prettier from 'prettier';
import { collections } from './collections.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const schemaDir = `${root}schemas/`;
export const generatedTypesFile = `${root}lib/content/types.generated.ts`;

type Schema = JSONSchema & Record<string, unknown>;

function readSchema(file: string): Schema {
  return JSON.parse(readFileSync(schemaDir + file, 'utf8')) as Schema;
}

function typeName(file: string): string {
  return file
    .replace('.schema.json', '')
    .split('-')
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

/** Inlines `$ref`s into other files, except whole-schema refs, which become a reference to that type. */
function inline(node: unknown, nested: boolean): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(item, true));
  if (!node || typeof node !== 'object') return node;
  const schema = node as Schema;
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const [file, pointer] = ref.split('#') as [string, string | undefined];
    if (!pointer) return { tsType: typeName(file) };
    const target = pointer
      .split('/')
      .filter(Boolean)
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], readSchema(file));
    return inline(target, true);
  }
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    // Nested titles would each become a named type; only the record's own title names one.
    if (nested && key === 'title') continue;
    copy[key] = key === 'properties' ? inlineEach(value) : inline(value, true);
  }
  return copy;
}

function inlineEach(properties: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(properties as Record<string, unknown>).map(([key, value]) => [
      key,
      inline(value, true),
    ]),
  );
}

const recordSchemas = new Set<string>(Object.values(collections).map(({ schema }) => schema));

/** A record's id is its file name, given by the loader rather than written in the file. */
function withId(schema: Schema): Schema {
  const id: JSONSchema = {
    type: 'string',
    description: "The file name without .json: the record's id and the end of its page address.",
  };
  return {
    ...schema,
    properties: { id, ...(schema.properties as Record<string, unknown>) },
    required: ['id', ...((schema.required as string[]) ?? [])],
  };
}

export async function generateTypes(): Promise<string> {
  const parts = ['// Generated from schemas/ by `npm run gen:types`. Do not edit by hand.'];
  const files = readdirSync(schemaDir)
    .filter((file) => file.endsWith('.schema.json'))
    .sort();
  for (const file of files) {
    const read = recordSchemas.has(file) ? withId(readSchema(file)) : readSchema(file);
    const schema = { ...(inline(read, false) as Schema), title: typeName(file) };
    parts.push(
      await compile(schema, typeName(file), {
        bannerComment: '',
        additionalProperties: false,
        declareExternallyReferenced: false,
        format: false,
        // A list's upper bound is checked by ajv; as a type it would be a union of tuples.
        maxItems: -1,
      }),
    );
  }
  return prettier.format(parts.join('\n'), {
    ...(await prettier.resolveConfig(generatedTypesFile)),
    filepath: generatedTypesFile,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(generatedTypesFile, await generateTypes());
  console.log(`Wrote ${generatedTypesFile.slice(root.length)}`);
}
