import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { dogFlags, image, makeSite, readJson } from './cliFixtures.ts';
import { rescue } from './runRescue.ts';

function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    [
      '-c',
      'user.name=Test',
      '-c',
      'user.email=t@example.org',
      '-c',
      'commit.gpgsign=false',
      ...args,
    ],
    { cwd, encoding: 'utf8' },
  );
}

/** A volunteer's hand edits, in Markdown the way most tools write it. */
async function handEditedSite() {
  const root = await makeSite();
  const dogFile = join(root, 'content/dogs/1.json');
  const dog = readJson(dogFile);
  dog.dogDescription =
    'Biscuit knows *sit* and *down*.\n\n* Good with cats\n* Fenced yard preferred';
  writeFileSync(dogFile, `${JSON.stringify(dog, null, 2)}\n`);
  writeFileSync(
    join(root, 'content/pages/about.md'),
    '---\ntitle: About us\ndescription: Who we are.\n---\n\nWe rescue *dogs*.\n\n\n+ Founded 2009\n',
  );
  return root;
}

describe('rescue validate and rescue format: one Markdown style', () => {
  it('warns, naming file, field or line, code and hint, where Markdown is not written the editor’s way', async () => {
    const root = await handEditedSite();
    const result = await rescue(root, 'validate');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      'content/dogs/1.json\n  warning  /dogDescription is not written as the browser editor writes Markdown (line 1: "…scuit knows *sit* and *down*." → "…scuit knows _sit_ and _down_.")\n' +
        '           hint: Run `npx rescue format` to rewrite it as the editor writes it',
    );
    expect(result.stdout).toContain('(markdown-style)');
    expect(result.stdout).toContain(
      'content/pages/about.md\n  warning  line 6, column 1: is not written as the browser editor writes Markdown ("We rescue *dogs*." → "We rescue _dogs_.")',
    );
    const github = await rescue(root, 'validate', '--format', 'github');
    expect(github.stdout).toContain('::warning file=content/pages/about.md,line=6,col=1,title=');
  });

  it('rewrites them in place, one line per field, the pages looking the same', async () => {
    const root = await handEditedSite();
    git(root, 'init', '-q');
    git(root, 'add', '.');
    git(root, 'commit', '-qm', 'Start');
    const before = readJson(join(root, 'content/dogs/1.json')).dogDescription as string;

    const result = await rescue(root, 'format', '--commit');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('content/dogs/1.json\n  content/pages/about.md');

    const after = readJson(join(root, 'content/dogs/1.json')).dogDescription as string;
    expect(after).toBe(
      'Biscuit knows _sit_ and _down_.\n\n- Good with cats\n- Fenced yard preferred',
    );
    expect(marked.parse(after)).toBe(marked.parse(before));
    expect(readFileSync(join(root, 'content/pages/about.md'), 'utf8')).toBe(
      '---\ntitle: About us\ndescription: Who we are.\n---\n\nWe rescue _dogs_.\n\n- Founded 2009\n',
    );
    expect(git(root, 'show', '--numstat', '--format=%s', 'HEAD')).toBe(
      'Format Markdown the way the browser editor writes it\n\n1\t1\tcontent/dogs/1.json\n2\t3\tcontent/pages/about.md\n',
    );
    expect((await rescue(root, 'validate')).stdout).not.toContain('markdown-style');
    expect((await rescue(root, 'format')).stdout).toBe(
      'All Markdown is already written the way the browser editor writes it.\n',
    );
  });

  it('leaves what it cannot rewrite without changing the look, and says so', async () => {
    const root = await makeSite();
    const file = join(root, 'content/team/1.json');
    const member = readJson(file);
    member.teamMemberDescription = '- Fosters\n\n- Drives dogs to the vet';
    writeFileSync(file, `${JSON.stringify(member, null, 2)}\n`);
    const text = readFileSync(file, 'utf8');

    const validate = await rescue(root, 'validate');
    expect(validate.stdout).toContain(
      '/teamMemberDescription would look different after the browser editor saves it',
    );
    expect(validate.stdout).toContain('(markdown-style-by-hand)');
    const format = await rescue(root, 'format');
    expect(format.stdout).toContain('1 field(s) need a hand edit');
    expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('add-dog writes its Markdown the editor’s way', async () => {
    const root = await makeSite();
    writeFileSync(join(root, 'biscotti.png'), await image('png'));
    const result = await rescue(
      root,
      'add-dog',
      ...dogFlags,
      '--photo',
      'biscotti.png',
      '--dog-description',
      'Loves *long walks*.\n\n* Crate trained\n* Good with kids',
    );
    expect(result.stderr).toBe('');
    const dog = readJson(join(root, 'content/dogs/gsd-2025-01.json'));
    expect(dog.dogDescription).toBe('Loves _long walks_.\n\n- Crate trained\n- Good with kids');
  });
});
