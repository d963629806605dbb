import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSite, readJson, snapshot } from './cliFixtures.ts';
import { expectRefused, rescue } from './runRescue.ts';

describe('rescue mark', () => {
  it('sets the adoption status by dogID (any case) and changes only that line', async () => {
    const root = await makeSite();
    const file = join(root, 'content/dogs/1.json');
    await rescue(root, 'mark', '1', 'available'); // first write puts the file in its formatted shape
    const before = readFileSync(file, 'utf8');

    const result = await rescue(root, 'mark', 'gsd-2024-07', 'Unavailable');

    expect(result).toEqual({
      code: 0,
      stdout: 'Marked Biscuit (GSD-2024-07) Unavailable in content/dogs/1.json.\n',
      stderr: '',
    });
    const changed = diffLines(before, readFileSync(file, 'utf8'));
    expect(changed).toEqual([
      ['  "dogAdoptionStatus": "Available",', '  "dogAdoptionStatus": "Unavailable",'],
    ]);
  });

  it('sets the status by record number, and says so when there is nothing to change', async () => {
    const root = await makeSite();
    expect((await rescue(root, 'mark', '2', 'available')).code).toBe(0);
    expect(readJson(join(root, 'content/dogs/2.json')).dogAdoptionStatus).toBe('Available');

    const before = snapshot(root);
    const again = await rescue(root, 'mark', '2', 'available');
    expect(again.stdout).toBe('Waffles (CORGI-2024-02) is already Available; nothing changed.\n');
    expect(snapshot(root)).toEqual(before);
  });

  it.each([
    [
      'an unknown dog, suggesting the closest',
      ['mark', 'GSD-2024-7', 'unavailable'],
      /^No dog "GSD-2024-7" in dogs\.\nDid you mean 1: Biscuit \(GSD-2024-07\)\?\n$/,
    ],
    [
      'an unknown dog by a misspelt name',
      ['mark', 'Wafles', 'unavailable'],
      /Did you mean 2: Waffles \(CORGI-2024-02\)\?/,
    ],
    [
      'an unknown dog with nothing close',
      ['mark', 'Zeus', 'unavailable'],
      /^No dog "Zeus" in dogs\.\nRun "rescue list dogs" to see them all\.\n$/,
    ],
    [
      'a status that does not exist',
      ['mark', '1', 'rehomed'],
      /Adoption status must be one of: Available, Adoption pending, Adopted, Unavailable\./,
    ],
    ['a missing status', ['mark', '1'], /^error: missing required argument 'status'\n/],
  ])('refuses %s', async (_name, args, message) => {
    await expectRefused(await makeSite(), args, message);
  });
});

function diffLines(before: string, after: string): [string, string][] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return a.flatMap((line, index) =>
    line === b[index] ? [] : [[line, b[index]!] as [string, string]],
  );
}
