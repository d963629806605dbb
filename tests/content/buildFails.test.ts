import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyContent, editJson } from '../support/contentCopy.ts';
import { buildSite } from '../support/site.ts';
import { hintOf } from '#lib/content/problemCatalogue.ts';
import { rescueProcess } from '../cli/runRescue.ts';

// Real builds, each given the time a busy machine needs.
describe('npm run build with invalid content', { timeout: 120_000 }, () => {
  it('fails and names every broken file and field', async () => {
    const dir = copyContent();
    editJson(dir, 'dogs/1.json', (dog) => (dog.dogName = ''));
    editJson(dir, 'partners/3.json', (partner) => (partner.partnerLink = 'nope'));
    const build = await buildSite({ CONTENT_DIR: dir });
    expect(build.status).not.toBe(0);
    const output = build.stdout + build.stderr;
    expect(output).toContain('content/dogs/1.json: /dogName must be a non-empty string');
    expect(output).toContain('content/partners/3.json: /partnerLink must be a full web address');
  });

  it('fails on a photo it cannot read, with the code and hint rescue validate gives', async () => {
    const dir = copyContent();
    writeFileSync(join(dir, 'media/images/dogs/1-1.webp'), 'not a photo at all');
    const build = await buildSite({ CONTENT_DIR: dir });
    expect(build.status).not.toBe(0);
    const output = build.stdout + build.stderr;
    expect(output).toContain(
      'content/media/images/dogs/1-1.webp: is not a JPEG, PNG or WebP image\n' +
        `    hint: ${hintOf('photo-not-image')} (photo-not-image)`,
    );
    const validate = await rescueProcess(dirname(dir), 'validate');
    expect(validate.stdout).toContain('is not a JPEG, PNG or WebP image');
    expect(validate.stdout).toContain(`hint: ${hintOf('photo-not-image')} (photo-not-image)`);
  });

  it('fails on a brand colour no text can be read on, naming it, its pairing and the nearest passing shade', async () => {
    const dir = copyContent();
    editJson(
      dir,
      'site.json',
      (site) => (site.theme = { primaryColor: '#d2691e', accentColor: '#f2b541' }),
    );
    const build = await buildSite({ CONTENT_DIR: dir });
    expect(build.status).not.toBe(0);
    expect(build.stdout + build.stderr).toContain(
      'content/site.json: /theme/primaryColor #d2691e gives text on buttons and the surrender banner 4.33:1 (#2b2118 on #d2691e); WCAG AA asks 4.5:1. The nearest shade that passes is #d96c1f.',
    );
  });

  it('fails on a link out of the content folder before copying anything into the site', async () => {
    const dir = copyContent();
    const secret = join(dirname(dir), '.dev.vars');
    writeFileSync(secret, 'TURNSTILE_SECRET=hunter2\n');
    symlinkSync(secret, join(dir, 'media/leak.txt'));
    const build = await buildSite({ CONTENT_DIR: dir });
    expect(build.status).not.toBe(0);
    expect(build.stdout + build.stderr).toContain(
      `content/media/leak.txt: is a link to ${secret}, outside the content folder`,
    );
    expect(existsSync(join(build.clientDir, 'leak.txt'))).toBe(false);
  });

  it('names a merge conflict and front matter that is not YAML by file, line and column', async () => {
    const dir = copyContent();
    const faqs = join(dir, 'pages/adoption-faqs.md');
    writeFileSync(
      faqs,
      `${readFileSync(faqs, 'utf8')}\n<<<<<<< HEAD\nOld.\n=======\nNew.\n>>>>>>> main\n`,
    );
    const conflictLine = readFileSync(faqs, 'utf8').split('\n').indexOf('<<<<<<< HEAD') + 1;
    writeFileSync(
      join(dir, 'pages/legal.md'),
      '---\ntitle: Legal\n  description: oops\n---\n\nText.\n',
    );
    const build = await buildSite({ CONTENT_DIR: dir });
    expect(build.status).not.toBe(0);
    const output = build.stdout + build.stderr;
    expect(output).toContain(
      `content/pages/adoption-faqs.md:${conflictLine}:1: has an unresolved merge conflict`,
    );
    expect(output).toContain(
      'content/pages/legal.md:3:14: front matter is not valid YAML: Implicit keys need to be on a single line',
    );
    expect(output).not.toContain('YAMLException');
  });
});
