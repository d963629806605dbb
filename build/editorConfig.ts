import {
  collectionKeys,
  collections,
  type Collection,
  type CollectionKey,
} from '#lib/content/collections.ts';
import {
  markdownButtons,
  maxPhotoBytes,
  maxPhotoSide,
  namingField,
  photoFolder,
} from '#lib/content/rules.ts';
import { formsDir, formTranslatableFields } from '#lib/content/formRules.ts';
import { resolvedSchema, schemasByFile } from '#lib/content/schemas.ts';
import {
  checkKeywords,
  objectFields,
  type EditorField,
  type UnenforcedRule,
} from './editorFields.ts';
import { pageTextField, siteTranslatableFields } from '#lib/content/translations.ts';
import { defaultLanguage } from '#lib/messages/languages.ts';
import { pageRoutes, recordPageUrl, recordRoutes, type PagedCollection } from '#lib/routes.ts';

/**
 * The browser editor's configuration (Sveltia CMS), generated from schemas/ and the write rules
 * in lib/content/rules.ts, so the editor asks for exactly what `rescue validate` accepts.
 */

export interface EditorSettings {
  /** GitHub repository `owner/name` the editor reads and opens pull requests on. */
  repo: string;
  branch: string;
  /** The site's public address: sign-in goes through its /api/cms routes. */
  siteUrl: string;
  siteName: string;
  /** The site's languages (site.json `languages`), English first: the others are edited beside it. */
  languages: readonly string[];
}

/** Rules checked across records or files, which only `rescue validate` (and CI) can check. */
const crossRecordRules = (key: CollectionKey): UnenforcedRule[] => {
  const { schema, refField, checkRules = [] } = collections[key] as Collection;
  return [
    ...(refField ? [{ schema, pointer: `/${refField}`, rule: 'unique among the collection' }] : []),
    ...checkRules.map((rule) => ({ schema, ...rule })),
  ];
};

export interface GeneratedConfig {
  config: Record<string, unknown>;
  unenforced: UnenforcedRule[];
}

/** The whole editor configuration; throws naming any schema keyword it does not understand. */
export function editorConfig(settings: EditorSettings): GeneratedConfig {
  checkKeywords(schemasByFile);
  const unenforced: UnenforcedRule[] = [];
  // Another language: each file's translation is edited beside it (see `translationI18n`).
  const translated = settings.languages.some((lang) => lang !== defaultLanguage);
  const fieldsOf = (
    schemaFile: string,
    markdownFields: readonly string[] = [],
    translation?: Translation,
  ) => {
    const schema = resolvedSchema(schemaFile);
    const fields = objectFields(schema, { schemaFile, pointer: '', markdownFields, unenforced });
    if (!translated || !translation) return fields;
    return fields.map((field) =>
      translation.fields === 'all' || translation.fields.includes(field.name)
        ? localized(field, translation.complete)
        : field,
    );
  };
  const recordCollections = collectionKeys.map((key) => {
    const { dir, schema, singular, nameField, refField, markdownFields, translatableFields } =
      collections[key];
    const resolved = resolvedSchema(schema);
    unenforced.push(...crossRecordRules(key));
    const statusField = resolved.properties?.dogAdoptionStatus;
    return {
      name: dir,
      label: resolved.title ? plural(key, resolved.title) : dir,
      label_singular: capitalised(singular),
      description: resolved.description,
      folder: `content/${dir}`,
      extension: 'json',
      format: 'json',
      ...(translated && { i18n: true }),
      create: true,
      delete: true,
      identifier_field: nameField,
      slug: `{{fields.${namingField(key)}}}`,
      summary: [nameField, refField, statusField && 'dogAdoptionStatus']
        .filter(Boolean)
        .map((field) => `{{${field}}}`)
        .join(' · '),
      sortable_fields: [nameField, ...(refField ? [refField] : [])],
      ...(statusField?.enum && {
        view_filters: statusField.enum.map((status) => ({
          label: String(status),
          field: 'dogAdoptionStatus',
          pattern: `^${String(status)}$`,
        })),
      }),
      ...(previewPath(key) && { preview_path: previewPath(key) }),
      media_folder: `/content/media${photoFolder(key, '{{slug}}')}`,
      public_folder: photoFolder(key, '{{slug}}'),
      // A translation may leave any field in English: the loader shows the English words there.
      fields: fieldsOf(schema, markdownFields, { fields: translatableFields, complete: false }),
    };
  });
  const config = {
    backend: {
      name: 'github',
      repo: settings.repo,
      branch: settings.branch,
      base_url: settings.siteUrl,
      auth_endpoint: 'api/cms/auth',
      squash_merges: true,
    },
    // Every save is a pull request that CI checks; Publish merges it.
    publish_mode: 'editorial_workflow',
    app_title: `${settings.siteName} editor`,
    site_url: settings.siteUrl,
    ...(translated && { i18n: translationI18n(settings.languages) }),
    media_folder: 'content/media/images',
    public_folder: '/images',
    media_libraries: {
      default: {
        config: {
          max_file_size: maxPhotoBytes,
          slugify_filename: true,
          // Re-encoding drops the camera and location details a phone stores in a photo.
          transformations: {
            raster_image: {
              format: 'webp',
              quality: 85,
              width: maxPhotoSide,
              height: maxPhotoSide,
            },
          },
        },
      },
    },
    slug: { encoding: 'ascii', clean_accents: true },
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    collections: [
      ...recordCollections,
      {
        name: 'pages',
        label: 'Pages',
        label_singular: 'Page',
        description: 'Long text pages (Adoption FAQs, Privacy Policy, …), written in Markdown.',
        folder: 'content/pages',
        extension: 'md',
        format: 'yaml-frontmatter',
        ...(translated && { i18n: true }),
        create: false,
        delete: false,
        identifier_field: 'title',
        // A page's translation is a page of its own: the schema's required fields are required.
        fields: [
          ...fieldsOf('page.schema.json', [], { fields: 'all', complete: true }),
          {
            name: pageTextField,
            label: 'Text',
            widget: 'markdown',
            buttons: [...markdownButtons],
            ...(translated && { i18n: true }),
          },
        ],
      },
      {
        name: 'forms',
        label: 'Forms',
        label_singular: 'Form',
        description: resolvedSchema('form.schema.json').description,
        folder: `content/${formsDir}`,
        extension: 'json',
        format: 'json',
        ...(translated && { i18n: true }),
        // The site has a page for each form: a new one would show nowhere.
        create: false,
        delete: false,
        identifier_field: 'title',
        fields: fieldsOf('form.schema.json', ['intro'], {
          fields: formTranslatableFields,
          complete: false,
        }),
      },
      {
        name: 'site',
        label: 'Organisation',
        description: resolvedSchema('site.schema.json').description,
        // A file collection's files each say whether they have translations too.
        ...(translated && { i18n: true }),
        files: [
          {
            name: 'site',
            label: resolvedSchema('site.schema.json').title,
            // site.json, and site.es.json beside it.
            file: translated ? 'content/site.{{locale}}.json' : 'content/site.json',
            format: 'json',
            ...(translated && { i18n: true }),
            fields: fieldsOf('site.schema.json', [], {
              fields: siteTranslatableFields,
              complete: false,
            }),
          },
          {
            name: 'messages',
            label: resolvedSchema('messages.schema.json').title,
            // A whole catalogue per language, each named for it: messages/en.json, messages/es.json.
            file: translated
              ? 'content/messages/{{locale}}.json'
              : `content/messages/${defaultLanguage}.json`,
            format: 'json',
            ...(translated && { i18n: { omit_default_locale_from_file_path: false } }),
            fields: fieldsOf('messages.schema.json', [], { fields: 'all', complete: true }),
          },
          {
            name: 'listing-breeds',
            label: resolvedSchema('listing-breeds.schema.json').title,
            // The listing services' words: English only, as rescue syndicate sends them.
            file: 'content/listing-breeds.json',
            format: 'json',
            fields: fieldsOf('listing-breeds.schema.json'),
          },
        ],
      },
    ],
  };
  return { config, unenforced };
}

/**
 * The editor's translations, as lib/content/translations.ts keeps them: beside the English file,
 * holding only the translated fields (dogs/1.json → dogs/1.es.json, site.json → site.es.json,
 * pages/about.md → pages/about.es.md). The English files stay exactly as they are, and git dates
 * each language's changes on its own. A new entry is English only until a volunteer adds Spanish.
 */
function translationI18n(languages: readonly string[]) {
  return {
    structure: 'multiple_files',
    locales: [...languages],
    default_locale: defaultLanguage,
    omit_default_locale_from_file_path: true,
    initial_locales: 'default',
  };
}

/** Which of a file's fields a translation gives; `complete`: the schema's required ones too. */
interface Translation {
  fields: readonly string[] | 'all';
  complete: boolean;
}

/**
 * A translatable field: its words are translated (`i18n: true`); what is not words (a photo's
 * path, a number, a choice, an address, and which items a list holds) follows English
 * (`duplicate`), so a translation holds whole values, as the loader takes them. Fields without
 * `i18n` are English only and never written into a translation.
 */
function localized(field: EditorField, complete: boolean): EditorField {
  const words = isWords(field);
  return {
    ...field,
    ...(Array.isArray(field.fields) && {
      fields: (field.fields as EditorField[]).map((inner) => localized(inner, complete)),
    }),
    ...(field.field !== undefined && { field: localized(field.field as EditorField, complete) }),
    i18n: words ? true : 'duplicate',
    // Words not yet translated are shown in English: required in English only.
    ...(words && !complete && field.required === true && { required: [defaultLanguage] }),
  };
}

function isWords(field: EditorField): boolean {
  return (
    field.widget === 'markdown' ||
    (field.widget === 'string' && field.type === undefined && field.pattern === undefined)
  );
}

/**
 * Where an entry shows on the site (the route table): a record's own page, else the page that lists
 * the collection; the editor links it from the entry as "View on live site".
 */
function previewPath(key: CollectionKey): string | undefined {
  if (key in recordRoutes) return recordPageUrl(key as PagedCollection, '{{slug}}');
  return pageRoutes.find((route) => route.source === collections[key].dir)?.path;
}

function plural(key: CollectionKey, title: string): string {
  const names: Partial<Record<CollectionKey, string>> = {
    team: 'Team',
    rainbowBridgeDogs: 'Rainbow Bridge',
    fosterAnimals: 'Animals needing fosters',
  };
  return names[key] ?? `${title}s`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
