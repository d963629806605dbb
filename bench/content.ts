// A copy of content/ in a temp folder with `dogs` dog records (the bundled ones repeated under
// new ids and names), for measuring the CLI and the build at a larger rescue's size. The copy is
// committed to a git repository of its own, as a rescue's content is: the build reads its dates.
// `languages` replaces the site's (content/site.json), to measure one language against two.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { translationFile, translationFileName } from '#lib/content/translations.ts';
import { commitNewRepository } from '#lib/git.ts';

export function contentWithDogs(dogs: number, languages?: string[]): string {
  const dir = join(mkdtempSync(join(tmpdir(), `bench-content-${dogs}-`)), 'content');
  cpSync(resolve('content'), dir, { recursive: true });
  if (languages) {
    const siteFile = join(dir, 'site.json');
    const site = JSON.parse(readFileSync(siteFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(siteFile, `${JSON.stringify({ ...site, languages }, null, 2)}\n`);
  }
  const dogsDir = join(dir, 'dogs');
  const read = (name: string) =>
    JSON.parse(readFileSync(join(dogsDir, name), 'utf8')) as Record<string, unknown>;
  // Each bundled dog with its Spanish text, so both languages are built as a translated rescue's.
  const models = readdirSync(dogsDir)
    .filter((name) => !translationFileName.test(name))
    .map((name) => ({ english: read(name), spanish: read(translationFile(name, 'es')) }));
  rmSync(dogsDir, { recursive: true });
  mkdirSync(dogsDir);
  for (let id = 1; id <= dogs; id++) {
    const { english, spanish } = models[(id - 1) % models.length]!;
    // The file name is the record's id (lib/content/rules.ts): the file does not repeat it.
    const dog = {
      ...english,
      dogID: `${String(english.dogID)}-${id}`,
      dogName: `${String(english.dogName)} ${id}`,
    };
    writeFileSync(join(dogsDir, `${id}.json`), `${JSON.stringify(dog, null, 2)}\n`);
    writeFileSync(join(dogsDir, `${id}.es.json`), `${JSON.stringify(spanish, null, 2)}\n`);
  }
  commitNewRepository(dir, 'Content', { name: 'Bench', email: 'bench@example.org' });
  return dir;
}
