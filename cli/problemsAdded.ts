import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { readContentAndProblems } from '#lib/content/load.ts';
import { formatProblem, type ContentProblem } from '#lib/content/problems.ts';

/** New content for a file (a path under the content folder, with `/`), or null to delete it. */
export interface FileChange {
  path: string;
  data: string | Buffer | null;
}

/**
 * Errors the changes would add, found by running the content loader over the folder as it would be:
 * a temporary copy made of symlinks to the real files, with the changed files in place.
 */
export function problemsAdded(
  contentDir: string,
  before: ContentProblem[],
  changes: FileChange[],
): ContentProblem[] {
  const root = mkdtempSync(join(tmpdir(), 'rescue-check-'));
  try {
    // Same folder name as the real one, so problems name the same files.
    const shadow = join(root, basename(contentDir));
    mirror(contentDir, shadow, changes);
    const known = new Set(before.map(formatProblem));
    // The copy's links lead into the real folder: files there count as inside.
    return readContentAndProblems(shadow, { within: [shadow, contentDir] }).problems.filter(
      (problem) => problem.severity === 'error' && !known.has(formatProblem(problem)),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const photoName = /\.(avif|gif|jpe?g|png|svg|webp)$/i;

function mirror(real: string, shadow: string, changes: FileChange[]): void {
  mkdirSync(shadow, { recursive: true });
  const here = new Set<string>();
  const below = new Map<string, FileChange[]>();
  for (const { path, data } of changes) {
    const [name, ...rest] = path.split('/') as [string, ...string[]];
    if (rest.length > 0) {
      below.set(name, [...(below.get(name) ?? []), { path: rest.join('/'), data }]);
      continue;
    }
    here.add(name);
    // The loader reads no photo's bytes, it checks the file is there: an empty one stands in.
    const photo = typeof data !== 'string' && photoName.test(name);
    if (data !== null) writeFileSync(join(shadow, name), photo ? '' : data);
  }
  for (const name of existsSync(real) ? readdirSync(real) : []) {
    if (!here.has(name) && !below.has(name)) symlinkSync(join(real, name), join(shadow, name));
  }
  for (const [name, inside] of below) mirror(join(real, name), join(shadow, name), inside);
}
