import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { image, makeSite, snapshot } from './cliFixtures.ts';
import { beagleFlags, git, templateCopy } from './initFixtures.ts';
import { expectRefused, rescue } from './runRescue.ts';

/** Until the test ends, git reads no global or system settings: no name or e-mail from them. */
function withoutGitIdentity(): void {
  const saved = { ...process.env };
  process.env.GIT_CONFIG_GLOBAL = join(tmpdir(), 'rescue-no-git-config');
  process.env.GIT_CONFIG_NOSYSTEM = '1';
  for (const name of ['GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_NAME', 'EMAIL']) {
    delete process.env[name];
  }
  onTestFinished(() => {
    process.env = saved;
  });
}

describe('rescue init --no-input', () => {
  it('changes nothing the second time, and says why', async () => {
    const root = await templateCopy();
    expect((await rescue(root, 'init', '--no-input', ...beagleFlags)).code).toBe(0);
    await expectRefused(
      root,
      ['init', '--no-input', ...beagleFlags],
      /already set up: content\/site\.json is Badger State Beagle Rescue's/,
    );
    // Its facts put back by hand: the init commit still tells.
    git(root, 'checkout', 'HEAD~1', '--', 'content/site.json');
    await expectRefused(
      root,
      ['init', '--no-input', ...beagleFlags],
      /already set up: rescue init has already run here/,
    );
  });

  it.each([
    [
      '--primary-color',
      'green',
      /^--primary-color "green": Primary colour is not in the expected form/,
    ],
    [
      '--accent-color',
      '#12345',
      /^--accent-color "#12345": Accent colour is not in the expected form/,
    ],
    [
      '--site-url',
      'http://badger.example',
      /^--site-url "http:\/\/badger.example": Site address is not in the expected form/,
    ],
    [
      '--email',
      'hello-at-badger',
      /^--email "hello-at-badger": Contact e-mail must be a valid e-mail address/,
    ],
    [
      '--address',
      '12 Harbor Rd Madison WI',
      /^--address "12 Harbor Rd Madison WI": Postal address must be one line/,
    ],
    [
      '--address',
      '12 Harbor Rd, Madison, WI 537',
      /^--address "12 Harbor Rd, Madison, WI 537": ZIP is not in the expected form/,
    ],
    ['--logo', 'missing.png', /^--logo "missing.png": Logo file not found: missing.png/],
    ['--logo', 'logo.gif', /Logo must be an SVG or PNG file/],
  ])('changes nothing with a bad %s and says why', async (flag, value, message) => {
    const root = await templateCopy();
    writeFileSync(join(root, 'logo.gif'), await image('gif'));
    const flags = [...beagleFlags];
    const at = flags.indexOf(flag);
    if (at >= 0) flags[at + 1] = value;
    else flags.push(flag, value);
    await expectRefused(root, ['init', '--no-input', ...flags], message);
  });

  it('changes nothing with a logo that is not what its name says, or holds a script', async () => {
    const root = await templateCopy();
    writeFileSync(join(root, 'fake.png'), await image('jpeg'));
    writeFileSync(
      join(root, 'evil.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await expectRefused(
      root,
      ['init', '--no-input', ...beagleFlags, '--logo', 'fake.png'],
      /fake\.png is not a PNG image/,
    );
    await expectRefused(
      root,
      ['init', '--no-input', ...beagleFlags, '--logo', 'evil.svg'],
      /evil\.svg holds a script/,
    );
  });

  it('names the answers only the rescue knows when they are missing', async () => {
    const root = await templateCopy();
    await expectRefused(
      root,
      ['init', '--no-input', '--name', 'Badger Beagles'],
      /^Missing --email \(Contact e-mail\), --phone \(Phone\), --address \(Postal address\): only your rescue knows them/,
    );
  });

  it('checks git before anything else: without a name and e-mail it says the two commands and writes nothing', async () => {
    const root = await templateCopy();
    git(root, 'config', '--unset', 'user.name');
    git(root, 'config', '--unset', 'user.email');
    withoutGitIdentity();
    const before = snapshot(root);
    const result = await rescue(root, 'init', '--no-input', ...beagleFlags);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('git does not know your name and e-mail yet');
    expect(result.stderr).toContain('  git config --global user.name "Your Name"\n');
    expect(result.stderr).toContain('  git config --global user.email you@example.org\n');
    expect(snapshot(root)).toEqual(before);
    expect(git(root, 'status', '--porcelain')).toBe('');
  });

  it('refuses a copy with uncommitted changes, and says how to finish a run that could not commit', async () => {
    const root = await templateCopy();
    writeFileSync(join(root, 'content/dogs/9.json'), '{}\n');
    await expectRefused(
      root,
      ['init', '--no-input', ...beagleFlags],
      /your copy has changes not yet committed \(content\/dogs\/9\.json\)/,
    );
    git(root, 'clean', '--quiet', '-fd', 'content');

    // A run whose commit failed (here: a hook refuses it) leaves the site written, not committed.
    writeFileSync(join(root, '.git/hooks/pre-commit'), '#!/bin/sh\nexit 1\n', { mode: 0o755 });
    const failed = await rescue(root, 'init', '--no-input', ...beagleFlags);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('The site was written but not committed.');
    expect(failed.stderr).toContain('git reset --hard && git clean -fd content');
    const again = await rescue(root, 'init', '--no-input', ...beagleFlags);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(
      /^An earlier rescue init wrote Badger State Beagle Rescue's site but could not commit it\. Nothing was written\.\nTo start again, undo what it wrote and run rescue init again: git reset --hard && git clean -fd content\n/,
    );
    // Following the advice, it runs to the end.
    git(root, 'reset', '--quiet', '--hard');
    git(root, 'clean', '--quiet', '-fd', 'content');
    rmSync(join(root, '.git/hooks/pre-commit'));
    const finished = await rescue(root, 'init', '--no-input', ...beagleFlags);
    expect(finished.stderr).toBe('');
    expect(git(root, 'log', '-1', '--format=%s')).toBe(
      'Start the site of Badger State Beagle Rescue (rescue init)\n',
    );
  });

  it('refuses outside a git repository and without the starting texts, before writing anything', async () => {
    const bare = await makeSite();
    await expectRefused(bare, ['init', '--no-input', ...beagleFlags], /is not a git repository/);
    const root = await templateCopy();
    git(root, 'rm', '-r', '--quiet', 'starter');
    git(root, 'commit', '--quiet', '-m', 'No starter');
    const before = snapshot(root);
    const result = await rescue(root, 'init', '--no-input', ...beagleFlags);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^starter\/pages not found/);
    expect(snapshot(root)).toEqual(before);
  });
});
