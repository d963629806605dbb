import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './tempDirs.ts';
import { sampleContent } from './sampleContent.ts';

/** A copy of the bundled content in a temp folder, to break on purpose. */
export function copyContent(): string {
  const dir = join(tempDir('content-'), 'content');
  cpSync(sampleContent(), dir, { recursive: true });
  return dir;
}

/** Rewrites one JSON file of a content folder through `change`. */
export function editJson(
  dir: string,
  file: string,
  change: (data: Record<string, unknown>) => void,
) {
  const path = join(dir, file);
  const data = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(data);
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}

/** A colleague's commit to the schemas in root/schemas: a new dog field, dogMicrochip, required. */
export function requireNewDogField(root: string) {
  editJson(join(root, 'schemas'), 'dog.schema.json', (schema) => {
    (schema.required as string[]).push('dogMicrochip');
    (schema.properties as Record<string, unknown>).dogMicrochip = {
      type: 'string',
      title: 'Microchip number',
    };
  });
}
