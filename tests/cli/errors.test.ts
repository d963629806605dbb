import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectionKeys } from '#lib/content/collections.ts';
import { fieldsOf } from '../../cli/fields.ts';
import { makeSite, snapshot } from './cliFixtures.ts';
import { expectRefused, rescue, rescueProcess } from './runRescue.ts';

describe('the rescue binary', () => {
  it('lists every command with a one-line explanation in --help', async () => {
    const root = await makeSite();
    const result = await rescueProcess(root, '--help');
    expect(result.code).toBe(0);
    for (const command of [
      'add-dog',
      'add',
      'mark',
      'update',
      'remove',
      'list',
      'validate',
      'prune-postings',
    ]) {
      expect(result.stdout).toMatch(new RegExp(`\\n  ${command} .*\\S`));
    }
    expect(result.stdout).toContain('--content <dir>');
  });

  it('lists every field of the dog schema as a flag in add-dog --help', async () => {
    const root = await makeSite();
    const { stdout } = await rescue(root, 'add-dog', '--help');
    for (const field of fieldsOf('dogs')) expect(stdout).toContain(`--${field.flag} <`);
    expect(stdout).toContain('--dog-adoption-fee <number>');
    expect(stdout).toContain('--photo <file>');
  });

  it('lists every collection in add --help', async () => {
    const { stdout } = await rescue(await makeSite(), 'add', '--help');
    expect(stdout.match(/^ {2}[a-z-]+\|[a-z-]+ \[options\]/gm)).toHaveLength(collectionKeys.length);
  });

  it.each([
    [
      'an unknown command',
      ['adopt'],
      /^error: unknown command 'adopt'\n\(--help lists the commands and options\)\n$/,
    ],
    [
      'an unknown option',
      ['validate', '--strict'],
      /^error: unknown option '--strict'\n\(--help lists/,
    ],
    [
      'a missing content folder',
      ['--content', 'nowhere', 'mark', '1', 'available'],
      /^Content folder not found: nowhere\nRun rescue in your clone/,
    ],
  ])('exits 1 on %s, with a short message and nothing written', async (_name, args, message) => {
    const root = await makeSite();
    const before = snapshot(root);
    const result = await rescueProcess(root, ...args);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toMatch(message);
    expect(snapshot(root)).toEqual(before);
  });

  it('names the place of unreadable JSON when a command needs that file', async () => {
    const root = await makeSite();
    writeFileSync(join(root, 'content/dogs/2.json'), '{\n  "id": 2\n  "dogName": "Waffles"\n}\n');
    await expectRefused(
      root,
      ['mark', '2', 'available'],
      /^content\/dogs\/2\.json: is not valid JSON: .* at line 3, column 3\nFix that file, then try again\.\n$/,
    );
  });

  it('shows a stack trace for a genuine bug only with --debug', async () => {
    const root = await makeSite();
    // A folder named like a record is one the loader lists but cannot read: nobody planned for it.
    mkdirSync(join(root, 'content/dogs/9.json'));
    const plain = await rescue(root, 'validate');
    expect(plain.code).toBe(1);
    expect(plain.stderr).toMatch(
      /^Unexpected error: EISDIR: .*\nThis is a bug in rescue; run the same command with --debug/,
    );
    expect(plain.stderr).not.toMatch(/\n\s+at /);
    const debug = await rescue(root, '--debug', 'validate');
    expect(debug.stderr).toMatch(/\n\s+at .*load\.ts/);
  });
});
