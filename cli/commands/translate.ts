import { isDeepStrictEqual } from 'node:util';
import { translationFile } from '#lib/content/translations.ts';
import { shownContentFile, type Context } from '../context.ts';
import { CliError } from '../errors.ts';
import { askTranslation } from '../prompts.ts';
import { readContentAsWritten } from '../readContentAsWritten.ts';
import {
  existingTranslation,
  findTarget,
  givenByFlags,
  translationFileChange,
  translationLanguage,
  translationWith,
} from '../translationTargets.ts';
import { writeContent } from '../writeContent.ts';

export interface TranslateRequest {
  /** A record, a page or `site` (cli/translationTargets.ts findTarget). */
  record: string;
  lang?: string;
  /** `--translation field=text` flags. */
  translations: string[];
  commit: boolean;
}

/** `rescue translate <record>`: writes the record's, page's or site's words in another language beside it. */
export async function translate(ctx: Context, request: TranslateRequest): Promise<void> {
  const current = readContentAsWritten(ctx);
  const lang = translationLanguage(current.content.site, request.lang);
  const target = findTarget(current, ctx.contentDir, request.record);
  const shownFile = shownContentFile(ctx, translationFile(target.path, lang));
  if (target.fields.length === 0) {
    throw new CliError(`The ${target.label} has no English text to translate.`);
  }
  const given = givenByFlags(target, request.translations, shownFile);
  if (ctx.interactive) {
    const existing = existingTranslation(ctx.contentDir, target, lang);
    Object.assign(given, await askTranslation(ctx, target, lang, existing, given));
  } else if (Object.keys(given).length === 0) {
    const names = target.fields.map((field) => field.name).join(', ');
    throw new CliError(
      `Nothing to translate: give fields as --translation <field=text> (${names}),\n` +
        'or run rescue in a terminal without --no-input to be asked.',
    );
  }

  await writeContent(ctx, request.commit, async (latest) => {
    // Read again under the lock: another run may have changed the record or its translation.
    const target = findTarget(latest, ctx.contentDir, request.record);
    const existing = existingTranslation(ctx.contentDir, target, lang);
    const translation = translationWith(target, existing, given);
    if (isDeepStrictEqual(translation, existing)) {
      ctx.out(`${shownFile} already has that text; nothing changed.`);
      return undefined;
    }
    const file = await translationFileChange(ctx.contentDir, target, lang, translation);
    const left = target.fields.filter((field) => translation[field.name] === undefined);
    const leftNote = left.length
      ? `; still in English: ${left.map((field) => field.name).join(', ')}`
      : '';
    return {
      files: [file],
      message: `Translate ${target.label} into ${lang}`,
      summary: `Wrote the ${lang} text of ${target.label} to ${shownFile} (${target.fields.length - left.length} of ${target.fields.length} fields${leftNote}).`,
    };
  });
}
