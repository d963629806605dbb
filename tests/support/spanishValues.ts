import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { sampleContent } from './sampleContent.ts';

/**
 * The catalogue's English words for the records' fixed choices (status, sex, size, yes/no…) that
 * Spanish says otherwise: such a word alone in an element of a Spanish page was left untranslated.
 */
export function englishOnlyValues(): Set<string> {
  const read = (lang: string) =>
    (
      JSON.parse(readFileSync(sampleContent('messages', `${lang}.json`), 'utf8')) as {
        values: Record<string, string>;
      }
    ).values;
  const [english, spanish] = [read('en'), read('es')];
  return new Set(
    Object.entries(english)
      .filter(([key, word]) => spanish[key] !== word)
      .map(([, word]) => word),
  );
}

/**
 * Every text of a page that is one of `values` as a whole, outside an element marked with another
 * language (lang="en": a dog's English words not yet translated, shown as such).
 */
export function valuesOutsideEnglish(html: string, values: Set<string>): string[] {
  const found: string[] = [];
  const langs: (string | undefined)[] = [];
  let skipped = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        langs.push(attributes.lang ?? langs.at(-1));
        if (name === 'script' || name === 'style') skipped += 1;
      },
      onclosetag(name) {
        langs.pop();
        if (name === 'script' || name === 'style') skipped -= 1;
      },
      ontext(text) {
        const word = text.trim();
        if (skipped === 0 && values.has(word) && langs.at(-1) !== 'en') found.push(word);
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

/** Each built page under /es/ with the English values it shows: none is the rule. */
export function spanishPagesWithEnglishValues(clientDir: string): string[] {
  const values = englishOnlyValues();
  return readdirSync(join(clientDir, 'es'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .flatMap((name) => {
      const words = valuesOutsideEnglish(readFileSync(join(clientDir, 'es', name), 'utf8'), values);
      return words.length > 0 ? [`/es/${name}: ${[...new Set(words)].join(', ')}`] : [];
    });
}
