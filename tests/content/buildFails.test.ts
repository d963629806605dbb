import { existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyContent, editJson } from '../support/contentCopy.ts';
import { buildSite, type Build } from '../support/site.ts';
import { hintOf } from '#lib/content/problemCatalogue.ts';
import { rescueProcess } from '../cli/runRescue.ts';

// One content folder with the breakages the content check finds, and its one real build: the
// build lists the content's errors, and only its errors (ContentError), so each breakage named in
// the list fails a build on its own. Four builds of their own were some 15 s more of the run.
let build: Build;
let output: string;
let secret: string;
let conflictLine: number;

beforeAll(async () => {
  const dir = copyContent();
  editJson(dir, 'dogs/1.json', (dog) => (dog.dogName = ''));
  editJson(dir, 'partners/3.json', (partner) => (partner.partnerLink = 'nope'));
  editJson(
    dir,
    'site.json',
    (site) => (site.theme = { primaryColor: '#d2691e', accentColor: '#f2b541' }),
  );
  secret = join(dirname(dir), '.dev.vars');
  writeFileSync(secret, 'TURNSTILE_SECRET=hunter2\n');
  symlinkSync(secret, join(dir, 'media/leak.txt'));
  const faqs = join(dir, 'pages/adoption-faqs.md');
  writeFileSync(
    faqs,
    `${readFileSync(faqs, 'utf8')}\n<<<<<<< HEAD\nOld.\n=======\nNew.\n>>>>>>> main\n`,
  );
  conflictLine = readFileSync(faqs, 'utf8').split('\n').indexOf('<<<<<<< HEAD') + 1;
  writeFileSync(
    join(dir, 'pages/legal.md'),
    '---\ntitle: Legal\n  description: oops\n---\n\nText.\n',
  );
  build = await buildSite({ CONTENT_DIR: dir });
  output = build.stdout + build.stderr;
}, 120_000);

// Real builds, each given the time a busy machine needs.
describe('npm run build with invalid content', { timeout: 120_000 }, () => {
  it('fails and names every broken file and field', () => {
    expect(build.status).not.toBe(0);
    expect(output).toContain('content/dogs/1.json: /dogName must be a non-empty string');
    expect(output).toContain('content/partners/3.json: /partnerLink must be a full web address');
  });

  // The photos are read after the content check (lib/images/manifest.ts): a build of their own.
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

  it('fails on a brand colour no text can be read on, naming it, its pairing and the nearest passing shade', () => {
    expect(build.status).not.toBe(0);
    expect(output).toContain(
      'content/site.json: /theme/primaryColor #d2691e gives text on buttons and the surrender banner 4.33:1 (#2b2118 on #d2691e); WCAG AA asks 4.5:1. The nearest shade that passes is #d96c1f.',
    );
  });

  it('fails on a link out of the content folder before copying anything into the site', () => {
    expect(build.status).not.toBe(0);
    expect(output).toContain(
      `content/media/leak.txt: is a link to ${secret}, outside the content folder`,
    );
    expect(existsSync(join(build.clientDir, 'leak.txt'))).toBe(false);
  });

  it('names a merge conflict and front matter that is not YAML by file, line and column', () => {
    expect(build.status).not.toBe(0);
    expect(output).toContain(
      `content/pages/adoption-faqs.md:${conflictLine}:1: has an unresolved merge conflict`,
    );
    expect(output).toContain(
      'content/pages/legal.md:3:14: front matter is not valid YAML: Implicit keys need to be on a single line',
    );
    expect(output).not.toContain('YAMLException');
  });
});
