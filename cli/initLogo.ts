import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { paletteOf } from '#lib/theme/palette.ts';
import type { Context } from './context.ts';
import { CliError } from './errors.ts';
import type { InitAnswers } from './initQuestions.ts';
import { preparePhoto } from './photos.ts';

/** The logo as it will be written: an SVG as given, a PNG without its metadata, or one drawn from the initials. */
export async function prepareLogo(
  ctx: Context,
  answers: Pick<InitAnswers, 'logo'> & Partial<InitAnswers>,
): Promise<{ data: Buffer; ext: 'svg' | 'png' }> {
  const file = answers.logo;
  if (!file)
    return { data: Buffer.from(monogram(answers.shortName!, answers.primaryColor!)), ext: 'svg' };
  if (file.toLowerCase().endsWith('.png')) {
    const photo = await preparePhoto(file, ctx.cwd);
    if (photo.ext !== 'png') throw new CliError(`${file} is not a PNG image. Nothing was written.`);
    return { data: photo.data, ext: 'png' };
  }
  const data = readFileSync(resolve(ctx.cwd, file));
  // The site serves the logo from its own address: it must not be able to run anything there.
  if (/<script|javascript:|\son[a-z]+\s*=/i.test(data.toString('utf8'))) {
    throw new CliError(`${file} holds a script; save the logo without it. Nothing was written.`);
  }
  const format = await sharp(data)
    .metadata()
    .then(({ format }) => format)
    .catch(() => undefined);
  if (format !== 'svg') throw new CliError(`${file} is not an SVG image. Nothing was written.`);
  return { data, ext: 'svg' };
}

/** A round logo with the short name's initials, in the primary colour with text that reads on it. */
function monogram(shortName: string, colour: string): string {
  const initials = shortName
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  const ink = paletteOf({ primaryColor: colour, accentColor: colour }).onPrimary;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>` +
    `<text x="32" y="41" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="bold" text-anchor="middle" fill="${ink}">${initials}</text>` +
    '</svg>\n'
  );
}
