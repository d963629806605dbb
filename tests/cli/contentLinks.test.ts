import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dogFlags, image, makeSite, readJson } from './cliFixtures.ts';
import { rescue } from './runRescue.ts';

/** A site whose repository holds a secret beside the content folder, as `.dev.vars` is. */
async function siteWithSecret() {
  const root = await makeSite();
  writeFileSync(join(root, '.dev.vars'), 'TURNSTILE_SECRET=hunter2\n');
  mkdirSync(join(root, 'private'));
  writeFileSync(join(root, 'private/notes.txt'), 'not for the site\n');
  return { root, content: join(root, 'content') };
}

describe('links in the content folder', () => {
  it('refuses a file or folder whose real path is outside the content folder, naming it', async () => {
    const { root, content } = await siteWithSecret();
    symlinkSync(join(root, '.dev.vars'), join(content, 'media/leak.txt'));
    symlinkSync(join(root, 'private'), join(content, 'media/private'));
    symlinkSync('/etc/passwd', join(content, 'dogs/3.json'));
    const result = await rescue(root, 'validate');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      `content/media/leak.txt\n  error    (whole file) is a link to ${join(root, '.dev.vars')}, outside the content folder, so it is never published\n` +
        '           hint: Copy the file into the content folder instead of linking to it, or delete the link. (link-outside-content)\n',
    );
    expect(result.stdout).toContain('content/media/private\n  error    (whole file) is a link to');
    // A record that is a link out is not read: its target's text is never shown.
    expect(result.stdout).toContain(
      'content/dogs/3.json\n  error    (whole file) is a link to /etc/passwd',
    );
    expect(result.stdout).not.toContain('root:');
    expect(result.stdout).toMatch(/3 error\(s\) and 1 warning\(s\) in 4 file\(s\)\.\n$/);
  });

  it('accepts links that stay inside, and still checks a change on its copy made of links', async () => {
    const { root, content } = await siteWithSecret();
    symlinkSync('1-1.png', join(content, 'media/images/dogs/alias.png'));
    expect((await rescue(root, 'validate')).code).toBe(0);
    writeFileSync(join(root, 'photo.png'), await image('png'));
    const added = await rescue(root, 'add-dog', ...dogFlags, '--photo', 'photo.png');
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(readJson(join(content, 'dogs/gsd-2025-01.json')).dogName).toBe('Biscotti');
    expect(existsSync(join(content, 'media/images/dogs/gsd-2025-01/1.png'))).toBe(true);
  });
});
