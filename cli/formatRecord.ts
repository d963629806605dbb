import prettier from 'prettier';
import { resolvedSchema, type JsonSchema } from '../lib/content/schemas.ts';

/** A record as its file should read: keys in schema order, Prettier's JSON style, a final newline. */
export async function formatRecord(
  schemaFile: string,
  record: Record<string, unknown>,
  file: string,
): Promise<string> {
  const config = await prettier.resolveConfig(file, { editorconfig: true });
  const ordered = inSchemaOrder(resolvedSchema(schemaFile), record);
  return prettier.format(JSON.stringify(ordered, null, 2), { ...config, filepath: file });
}

function inSchemaOrder(schema: JsonSchema, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => inSchemaOrder(schema.items ?? {}, item));
  if (typeof value !== 'object' || value === null) return value;
  const properties = schema.properties ?? {};
  const known = Object.keys(properties).filter((key) => key in value);
  const others = Object.keys(value).filter((key) => !(key in properties));
  return Object.fromEntries(
    [...known, ...others].map((key) => [
      key,
      inSchemaOrder(properties[key] ?? {}, (value as Record<string, unknown>)[key]),
    ]),
  );
}
