import { isPhoto } from './photoPaths.ts';
import type { Photo } from './types.generated.ts';

/**
 * A record's, page's or site.json's words in another language live beside the English file, in a
 * file holding only the translated fields: dogs/bruno.json → dogs/bruno.es.json, pages/about.md →
 * pages/about.es.md, site.json → site.es.json. (The browser editor's `multiple_files` i18n
 * structure: the English files stay exactly as they are, and git dates each language's changes.)
 */
export function translationFile(file: string, lang: string): string {
  return file.replace(/(\.[a-z]+)$/, `.${lang}$1`);
}

/** A file that holds a translation (`bruno.es.json`), not a record or page of its own. */
export const translationFileName = /\.[a-z]{2}\.(?:json|md)$/;

/** The fields of site.json that hold words, which a translation may give. */
export const siteTranslatableFields = [
  'tagline',
  'mission',
  'breeds',
  'homePhotos',
  'taxStatus',
  'copyright',
  'videoPoster',
  'history',
  'award',
  'breedFilters',
  'animal',
] as const;

/** The fields of a page that may be translated: all of them, and its text. */
export const pageTextField = 'body';

/** A record or page in another language: which of its words are still shown in English. */
export interface Untranslated {
  /** The translatable fields with no text in the page's language, shown in English. */
  untranslated?: string[];
}

/** The fields of a record, page or site.json in another language still shown in English. */
export function untranslatedOf(words: object): string[] {
  return (words as Untranslated).untranslated ?? [];
}

/**
 * The English value with the translation's fields in place: only `fields` are taken, and a
 * photo's translation gives its alt text only (the photos themselves are the English record's).
 */
export function withTranslation<T extends Record<string, unknown>>(
  english: T,
  translation: Record<string, unknown> | undefined,
  fields: readonly string[],
): T & Untranslated {
  const merged: Record<string, unknown> = { ...english };
  const untranslated: string[] = [];
  for (const field of fields) {
    // Nothing to translate: a page of tiles alone has no text.
    if (
      english[field] === undefined ||
      (typeof english[field] === 'string' && !english[field].trim())
    )
      continue;
    const translated = translation?.[field];
    const photos =
      translated === undefined ? undefined : translatedPhotos(english[field], translated);
    if (translated !== undefined) merged[field] = photos?.value ?? translated;
    // A photo without its alt text in the translation (the editor writes the pictures first) is English.
    if (translated === undefined || photos?.complete === false) untranslated.push(field);
  }
  return { ...(merged as T), ...(untranslated.length > 0 && { untranslated }) };
}

/**
 * Photos with the translation's alt texts, matched by picture, and whether every photo has one;
 * undefined for other values.
 */
function translatedPhotos(
  english: unknown,
  translated: unknown,
): { value: unknown; complete: boolean } | undefined {
  const altByHref = new Map(
    [translated].flat().flatMap((photo) => (isPhoto(photo) ? [[photo.href, photo.alt]] : [])),
  );
  const alt = (photo: Photo) => ({ ...photo, alt: altByHref.get(photo.href) ?? photo.alt });
  const photos = isPhoto(english)
    ? [english]
    : Array.isArray(english) && english.length > 0 && english.every(isPhoto)
      ? english
      : undefined;
  if (!photos) return undefined;
  const value = isPhoto(english) ? alt(english) : photos.map(alt);
  return { value, complete: photos.every((photo) => altByHref.has(photo.href)) };
}
