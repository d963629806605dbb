import { markdownButtons } from '#lib/content/rules.ts';
import { patternRule, resolvedSchema, type JsonSchema } from '#lib/content/schemas.ts';

// Each schema property as a field of the browser editor (Sveltia CMS): its widget, label, hint and
// the limits it can hold a volunteer to; what it cannot is listed as unenforced.

export type EditorField = Record<string, unknown> & { name: string; widget: string };

/** A rule a schema states that the editor's form cannot hold a volunteer to. */
export interface UnenforcedRule {
  schema: string;
  pointer: string;
  rule: string;
}

/** Where the walk through a schema is, and what it has found the editor cannot enforce. */
export interface Walk {
  schemaFile: string;
  pointer: string;
  markdownFields: readonly string[];
  unenforced: UnenforcedRule[];
}

export function objectFields(schema: JsonSchema, walk: Walk): EditorField[] {
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !(walk.pointer === '' && name === 'id'))
    .map(([name, property]) =>
      editorField(name, property, schema.required?.includes(name) ?? false, {
        ...walk,
        pointer: `${walk.pointer}/${name}`,
      }),
    );
}

/** JSON Schema keywords the generator maps onto the editor, or that need nothing there. */
const understoodKeywords = new Set([
  '$schema',
  '$id',
  '$ref',
  'title',
  'description',
  'type',
  'additionalProperties',
  'required',
  'properties',
  'items',
  'enum',
  'default',
  'format',
  'pattern',
  'patternDescription',
  'examples',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'readOnly',
]);

const photoHrefPattern = resolvedSchema('photo.schema.json').properties!.href!.pattern!;

const imageTypes = 'image/jpeg,image/png,image/webp,image/svg+xml';

/** One schema property as an editor field: title → label, description → hint, rules → limits. */
function editorField(name: string, schema: JsonSchema, required: boolean, walk: Walk): EditorField {
  const common = {
    name,
    label: schema.title ?? name,
    ...(schema.description && { hint: schema.description }),
    required,
    ...(schema.default !== undefined && { default: schema.default }),
  };
  // What a command keeps (rescue import's bookkeeping) is saved as it is, never shown.
  if (schema.readOnly) return { name, widget: 'hidden' };
  if (schema.enum) {
    return { ...common, widget: 'select', options: schema.enum.map(String) };
  }
  if (isPhoto(schema)) {
    return {
      ...common,
      widget: 'object',
      fields: objectFields(schema, walk).map((field) =>
        field.name === 'href' ? asImage(field) : field,
      ),
    };
  }
  switch (schema.type) {
    case 'boolean':
      return { ...common, widget: 'boolean' };
    case 'integer':
    case 'number':
      return {
        ...common,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(schema.minimum !== undefined && { min: schema.minimum }),
        ...(schema.maximum !== undefined && { max: schema.maximum }),
      };
    case 'array':
      return {
        ...common,
        widget: 'list',
        ...(schema.minItems !== undefined && { min: schema.minItems }),
        ...(schema.maxItems !== undefined && { max: schema.maxItems }),
        ...(schema.items?.properties
          ? { fields: listItemFields(schema.items, walk) }
          : { field: editorField('item', schema.items ?? {}, true, walk) }),
      };
    case 'object':
      return { ...common, widget: 'object', fields: objectFields(schema, walk) };
    default:
      return { ...common, ...stringField(name, schema, walk) };
  }
}

function listItemFields(items: JsonSchema, walk: Walk): EditorField[] {
  return objectFields(items, { ...walk, pointer: `${walk.pointer}/items` }).map((field) =>
    isPhoto(items) && field.name === 'href' ? asImage(field) : field,
  );
}

/**
 * A photo path is chosen (or uploaded) in the media library, never typed: `accept` and the
 * library's file names keep it to the photo pattern (a pattern here would test the upload's
 * temporary blob: address and refuse every new photo).
 */
function asImage({ pattern: _pattern, ...field }: EditorField): EditorField {
  return { ...field, widget: 'image', accept: imageTypes };
}

function stringField(
  name: string,
  schema: JsonSchema,
  walk: Walk,
): Record<string, unknown> & { widget: string } {
  const limits = {
    ...(schema.minLength !== undefined && schema.minLength > 1 && { minlength: schema.minLength }),
    ...(schema.maxLength !== undefined && { maxlength: schema.maxLength }),
    ...(schema.pattern &&
      schema.pattern !== '\\S' && {
        pattern: [schema.pattern, `Write it as: ${patternRule(schema)}.`],
      }),
  };
  if (walk.markdownFields.includes(name) && walk.pointer === `/${name}`) {
    // The editor's Markdown widget takes no length limits: `rescue validate` and the build check them.
    for (const [rule, value] of Object.entries(limits)) {
      walk.unenforced.push({
        schema: walk.schemaFile,
        pointer: walk.pointer,
        rule: `${rule} ${String(value)}`,
      });
    }
    return { widget: 'markdown', buttons: [...markdownButtons], editor_components: [] };
  }
  switch (schema.format) {
    case 'date':
      return { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' };
    case 'email':
      return { widget: 'string', type: 'email', ...limits };
    case 'uri':
      return { widget: 'string', type: 'url', ...limits };
    case undefined:
      return { widget: 'string', ...limits };
    default:
      walk.unenforced.push({
        schema: walk.schemaFile,
        pointer: walk.pointer,
        rule: `format ${schema.format}`,
      });
      return { widget: 'string', ...limits };
  }
}

function isPhoto(schema: JsonSchema): boolean {
  return schema.properties?.href?.pattern === photoHrefPattern;
}

/** Fails the build on a keyword this generator would silently drop. */
export function checkKeywords(schemas: Map<string, JsonSchema>) {
  const visit = (schema: JsonSchema, file: string, pointer: string) => {
    for (const keyword of Object.keys(schema)) {
      if (!understoodKeywords.has(keyword)) {
        throw new Error(
          `schemas/${file}${pointer}: the browser editor's configuration does not understand the ` +
            `schema keyword "${keyword}"; teach build/editorFields.ts how to map it, or drop it.`,
        );
      }
    }
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      visit(property, file, `${pointer}/properties/${name}`);
    }
    if (schema.items) visit(schema.items, file, `${pointer}/items`);
  };
  for (const [file, schema] of schemas) visit(schema, file, '');
}
