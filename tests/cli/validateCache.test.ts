import { mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSite } from './cliFixtures.ts';
import { rescueProcess } from './runRescue.ts';

/** The test site in a clone's shape (node_modules beside content/, where the last answer is kept). */
async function clone(): Promise<{ root: string; kept: () => string[] }> {
  const root = await makeSite();
  const cache = join(root, 'node_modules/.cache/rescue');
  mkdirSync(join(root, 'node_modules'));
  // A run keeps its answer only once every file is older than a clock tick or two.
  await sleep(2100);
  const kept = () => {
    try {
      // The whole answer; beside it, what a run after a change reuses (validateParts.test.ts)
      // and the day the content was judged on.
      return readdirSync(cache)
        .filter((name) => !/-(parts|answer|day)\.json$/.test(name))
        .map((name) => join(cache, name));
    } catch {
      return [];
    }
  };
  return { root, kept };
}

describe('rescue validate on unchanged content', () => {
  it('answers as a full check would, in every format, from what the last run kept', async () => {
    const { root, kept } = await clone();
    const fresh = {
      text: await rescueProcess(root, 'validate'),
      json: await rescueProcess(root, 'validate', '--json'),
      github: await rescueProcess(root, 'validate', '--format', 'github'),
    };
    expect(fresh.text.stdout).toMatch(/The content is valid, with 1 warning\(s\)\.\n$/);
    expect(kept()).toHaveLength(1);
    const [file] = kept();

    for (const [format, args] of [
      ['text', []],
      ['json', ['--json']],
      ['github', ['--format', 'github']],
    ] as const) {
      const again = await rescueProcess(root, 'validate', ...args);
      expect(again, format).toEqual(fresh[format]);
    }

    // The answer is the kept one: a planted warning shows while nothing changed.
    const saved = JSON.parse(readFileSync(file!, 'utf8')) as { problems: { message: string }[] };
    saved.problems[0]!.message = 'was planted in the kept answer';
    writeFileSync(file!, JSON.stringify(saved));
    expect((await rescueProcess(root, 'validate')).stdout).toContain('was planted');
  });

  it('checks afresh when a file changes, even to the same size and modification time, or appears', async () => {
    const { root, kept } = await clone();
    expect((await rescueProcess(root, 'validate')).code).toBe(0);
    expect(kept()).toHaveLength(1);

    // `cp -p` or an unpacked archive: other bytes, same size, same modification time.
    const dog = join(root, 'content/dogs/1.json');
    const { atime, mtime, size } = statSync(dog);
    const text = readFileSync(dog, 'utf8');
    const broken = text.replace('"Available"', '"Availablx"');
    expect(broken).not.toBe(text);
    expect(Buffer.byteLength(broken)).toBe(size);
    writeFileSync(dog, broken);
    utimesSync(dog, atime, mtime);
    const changed = await rescueProcess(root, 'validate');
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain('content/dogs/1.json');
    expect(changed.stdout).toContain('/dogAdoptionStatus must be one of');

    writeFileSync(dog, text);
    expect((await rescueProcess(root, 'validate')).code).toBe(0);
    writeFileSync(join(root, 'content/dogs/9.json'), '{ "dogName": ');
    const added = await rescueProcess(root, 'validate');
    expect(added.code).toBe(1);
    expect(added.stdout).toContain('content/dogs/9.json');
  });
});
