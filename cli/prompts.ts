import { confirm, input, select } from '@inquirer/prompts';
import type { CollectionKey } from '#lib/content/collections.ts';
import type { Context } from './context.ts';
import { CliError } from './errors.ts';
import { readValue, type Field } from './fields.ts';
import { preparePhoto, type PreparedPhoto } from './photos.ts';
import { photosIn, translatedValue, type Given, type Target } from './translationTargets.ts';

/** A text question whose rejected answer is cleared, so the next keys are not typed after it. */
export function askText(config: Parameters<typeof input>[0]): Promise<string> {
  return input({ ...config, theme: { validationFailureMode: 'clear' } });
}

/** Asks for one field, built from its schema: enums as choices, booleans as yes/no, defaults shown. */
export async function askField(
  collection: CollectionKey,
  field: Field,
  extraCheck: (value: unknown) => string | undefined = () => undefined,
): Promise<unknown> {
  const { schema, title, required } = field;
  if (schema.enum) {
    const choices = schema.enum.map((value) => ({ value, name: String(value) }));
    const canSkip = !required && schema.default === undefined;
    return select({
      message: title,
      choices: canSkip ? [...choices, { value: undefined, name: '(leave empty)' }] : choices,
      default: schema.default,
    });
  }
  if (schema.type === 'boolean') {
    return confirm({ message: title, default: schema.default === true });
  }
  const skip = (text: string) => !required && text.trim() === '';
  const text = await askText({
    message: `${title} (${field.description.replace(/\.$/, '')})`,
    default: typeof schema.default === 'string' ? schema.default : JSON.stringify(schema.default),
    validate: (text) => {
      if (skip(text)) return true;
      try {
        return extraCheck(readValue(collection, field, text)) ?? true;
      } catch (error) {
        return (error as Error).message;
      }
    },
  });
  return skip(text) ? undefined : readValue(collection, field, text);
}

/** Asks for photo files (and their alt text) until the person has no more: one for single-photo fields. */
export async function askPhotos(
  ctx: Context,
  field: Field,
  defaultAlt: (n: number) => string,
): Promise<PreparedPhoto[]> {
  const photos: PreparedPhoto[] = [];
  // A dog may be listed before its photo: its pages draw one until then.
  const later = field.required ? '' : '; leave empty to add one later';
  do {
    let photo: PreparedPhoto | undefined;
    const file = await askText({
      message: `${field.title}: photo file (JPEG, PNG or WebP${later})`,
      validate: async (file) => {
        if (later && file.trim() === '') return true;
        try {
          photo = await preparePhoto(file.trim(), ctx.cwd);
          return true;
        } catch (error) {
          return (error as Error).message;
        }
      },
    });
    if (later && file.trim() === '') break;
    // A bare photo path (a partner's logo) has its alt text in a field of its own.
    if (field.photo !== 'href') {
      const alt = await askText({
        message: 'Alt text: what the photo shows, for visitors who cannot see it',
        default: defaultAlt(photos.length + 1),
        validate: (text) => text.trim() !== '' || 'Alt text must not be empty.',
      });
      photo!.alt = alt.trim();
    }
    photos.push(photo!);
  } while (
    field.photo === 'list' &&
    (await confirm({ message: 'Add another photo?', default: false }))
  );
  return photos;
}

/** True when the person confirmed (or gave --yes); refuses to guess when there is no terminal. */
export async function confirmed(ctx: Context, yes: boolean, question: string): Promise<boolean> {
  if (yes) return true;
  if (!ctx.interactive) {
    throw new CliError(`${question}\nNo terminal to ask in: add --yes to go ahead.`);
  }
  return confirm({ message: question, default: false });
}

/**
 * Asks for each translatable field of target not already given: the English text is shown, the
 * translation there is offered as the answer; an empty answer leaves the field untranslated.
 */
export async function askTranslation(
  ctx: Context,
  target: Target,
  lang: string,
  existing: Record<string, unknown>,
  given: Given,
): Promise<Given> {
  const answers: Given = {};
  const shownValue = (value: unknown) =>
    typeof value === 'string' ? value : JSON.stringify(value);
  const check = (field: Field) => (text: string) => {
    if (text.trim() === '') return true;
    try {
      translatedValue(target, field, text);
      return true;
    } catch (error) {
      return (error as Error).message;
    }
  };
  for (const field of target.fields) {
    if (given[field.name] !== undefined) continue;
    const english = target.english[field.name];
    if (field.photo) {
      const before = new Map(
        photosIn(existing[field.name]).map((photo) => [photo.href, photo.alt]),
      );
      const alts: (string | undefined)[] = [];
      for (const [index, photo] of photosIn(english).entries()) {
        ctx.out(`${field.title}, photo ${index + 1}, in English: ${photo.alt}`);
        const alt = await askText({
          message: `Alt text in ${lang}`,
          default: before.get(photo.href),
          validate: check(field),
        });
        alts.push(alt.trim() || undefined);
      }
      answers[field.name] = alts;
      continue;
    }
    ctx.out(`${field.title}, in English:\n${shownValue(english).replace(/^/gm, '  ')}`);
    const before = existing[field.name];
    const text = await askText({
      message: `${field.title} in ${lang}`,
      default: before === undefined ? undefined : shownValue(before),
      validate: check(field),
    });
    if (text.trim() !== '') answers[field.name] = translatedValue(target, field, text);
  }
  return answers;
}
