import { collections, type CollectionKey } from '#lib/content/collections.ts';
import { namingField, newPhotoHrefs, recordPath } from '#lib/content/rules.ts';
import { slugOf } from '#lib/content/slug.ts';
import { translationFile } from '#lib/content/translations.ts';
import { shownContentFile, type Context } from '../context.ts';
import { CliError } from '../errors.ts';
import { fieldsOf, withSiteRules, type Field } from '../fields.ts';
import { readContentAsWritten } from '../readContentAsWritten.ts';
import { preparePhoto, type PreparedPhoto } from '../photos.ts';
import { askField, askPhotos, askTranslation } from '../prompts.ts';
import { label, newRecordId, recordFile, recordsOf, type ContentRecord } from '../records.ts';
import {
  givenByFlags,
  recordTarget,
  translationFileChange,
  translationLanguage,
  translationWith,
  type Given,
} from '../translationTargets.ts';
import { writeContent } from '../writeContent.ts';

export interface AddRequest {
  collection: CollectionKey;
  /** Field values given as flags, already converted and checked. */
  values: Record<string, unknown>;
  /** Photo files to copy in (`--photo`), with their alt texts (`--photo-alt`) in the same order. */
  photos: string[];
  photoAlts: string[];
  /** Also the record's translation into this language (`--lang`), its fields from `--translation`. */
  lang?: string;
  translations: string[];
  commit: boolean;
}

/** `rescue add <collection>` and `rescue add-dog`: a new record, its file named by lib/content/rules.ts. */
export async function add(ctx: Context, request: AddRequest): Promise<void> {
  const { collection } = request;
  const { nameField, refField, singular } = collections[collection];
  checkPhotoFlags(
    request,
    fieldsOf(collection).find((field) => field.photo),
  );

  const refInUseIn = (records: ContentRecord[], value: unknown) => {
    const other = refField && records.find((record) => String(record[refField]) === String(value));
    return other ? `${String(value)} is already used by ${singular} ${other.id}.` : undefined;
  };
  const current = readContentAsWritten(ctx);
  const fields = withSiteRules(fieldsOf(collection), current.content.site);
  const photoField = fields.find((field) => field.photo);
  if (request.translations.length > 0 && request.lang === undefined) {
    throw new CliError('--translation gives a translated field: name its language with --lang.');
  }
  const lang =
    request.lang === undefined
      ? undefined
      : translationLanguage(current.content.site, request.lang);
  const records = recordsOf(current.content, collection);
  const refInUse = (value: unknown) => refInUseIn(records, value);
  const refProblem = refField && refInUse(request.values[refField]);
  if (refProblem) throw new CliError(refProblem);

  const values = { ...request.values };
  const defaultAlt = (n: number) =>
    photoField?.photo === 'list'
      ? `${String(values[nameField])}, photo ${n}`
      : String(values[nameField]);
  const photos: PreparedPhoto[] = [];
  for (const file of request.photos) photos.push(await preparePhoto(file, ctx.cwd));

  const missing = fields.filter(
    (field) => values[field.name] === undefined && !(field === photoField && photos.length > 0),
  );
  if (ctx.interactive) {
    for (const field of missing) {
      if (field === photoField) photos.push(...(await askPhotos(ctx, field, defaultAlt)));
      else values[field.name] = await askField(collection, field, refInUse);
    }
  } else {
    for (const field of missing) values[field.name] ??= field.schema.default;
    const unanswered = missing.filter(
      (field) => field.required && values[field.name] === undefined,
    );
    if (unanswered.length > 0) throw missingError(unanswered, photoField);
  }
  for (const [index, photo] of photos.entries()) {
    photo.alt ??= request.photoAlts[index] ?? defaultAlt(index + 1);
  }
  const draft = (id: string, hrefs: string[]): ContentRecord => ({
    id,
    ...values,
    ...(photoField &&
      photos.length > 0 && { [photoField.name]: photoValue(photoField, hrefs, photos) }),
  });
  let given: Given = {};
  if (lang) {
    // The record's words in English are known now; its photos' paths once it is written.
    const unknownHrefs = photos.map(() => '');
    const target = recordTarget(collection, draft('', unknownHrefs));
    const id = slugOf(String(values[namingField(collection)] ?? ''));
    const shownFile = shownContentFile(ctx, translationFile(recordPath(collection, id), lang));
    given = givenByFlags(target, request.translations, shownFile);
    if (ctx.interactive) Object.assign(given, await askTranslation(ctx, target, lang, {}, given));
  }

  await writeContent(ctx, request.commit, async (latest) => {
    // Checked again under the lock: another run may have added the same dog meanwhile.
    const taken = refField && refInUseIn(recordsOf(latest.content, collection), values[refField]);
    if (taken) throw new CliError(taken);
    const id = newRecordId(ctx.contentDir, collection, values);
    const hrefs = newPhotoHrefs(
      ctx.contentDir,
      collection,
      id,
      photos.map((photo) => photo.ext),
    );
    const record = draft(id, hrefs);
    const file = await recordFile(ctx.contentDir, collection, record);
    const target = recordTarget(collection, record);
    const translation = translationWith(target, {}, given);
    const translated =
      lang && Object.keys(translation).length > 0
        ? await translationFileChange(ctx.contentDir, target, lang, translation)
        : undefined;
    const photoFiles = photos.map((photo, index) => ({
      path: `media${hrefs[index]!}`,
      data: photo.data,
    }));
    const withPhotos = photos.length ? ` with ${photos.length} photo(s)` : '';
    return {
      // Photos first, so the record never points at a photo not yet there.
      files: [...photoFiles, file, ...(translated ? [translated] : [])],
      message: `Add ${singular} ${label(collection, record)}`,
      summary:
        `Added ${singular} ${label(collection, record)} as ${shownContentFile(ctx, file.path)}${withPhotos}` +
        (translated ? `, its ${lang} text in ${shownContentFile(ctx, translated.path)}.` : '.'),
    };
  });
}

function checkPhotoFlags(request: AddRequest, photoField: Field | undefined): void {
  const { photos, photoAlts, values } = request;
  if (!photoField) return;
  if (photos.length > 0 && values[photoField.name] !== undefined) {
    throw new CliError(`Give photos with --photo or with --${photoField.flag}, not both.`);
  }
  if (photoField.photo !== 'list' && photos.length > 1) {
    throw new CliError(`${photoField.title} takes one photo: give --photo once.`);
  }
  if (photoAlts.length > photos.length) {
    throw new CliError('There are more --photo-alt texts than --photo files.');
  }
}

function photoValue(field: Field, hrefs: string[], photos: PreparedPhoto[]): unknown {
  const all = hrefs.map((href, index) => ({ href, alt: photos[index]!.alt }));
  if (field.photo === 'list') return all;
  return field.photo === 'object' ? all[0] : hrefs[0];
}

function missingError(fields: Field[], photoField: Field | undefined): CliError {
  const flags = fields.map(
    (field) => `${field === photoField ? '--photo <file>' : `--${field.flag}`} (${field.title})`,
  );
  return new CliError(
    `Missing required ${fields.length === 1 ? 'value' : 'values'}: ${flags.join(', ')}.\n` +
      'Give them as flags, or run rescue in a terminal without --no-input to be asked.',
  );
}
