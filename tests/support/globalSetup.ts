import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { imageCacheDir } from '../../lib/images/manifest.ts';
import { encodeIntoCache } from '../../lib/images/variants.ts';
import { buildCli } from '../../scripts/buildCli.ts';
import { formsSiteContent } from './formsContent.ts';
import { checkOutSample, pinnedNow, sampleContent } from './sampleContent.ts';
import { buildSiteOrThrow } from './site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteOutDir: string;
    /** The build that delivers forms, of formsSiteContent(): the form suites share it. */
    formsSiteOutDir: string;
    /** What that build printed, as `npm start` prints it. */
    siteBuildOutput: string;
  }
}

/**
 * Compiles the CLI from the current sources, and builds the site for every browser test: once
 * as the suites see it, once delivering forms (side by side, one core each).
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  // Every temp folder of the run (the suites', the CLI's, Chromium's profiles) goes in one, removed
  // at the end: the workers and what they start inherit TMPDIR. Open to every user as /tmp is
  // (sticky): a test runs rescue as another user in a folder there.
  const scratch = mkdtempSync(join(tmpdir(), 'rescue-tests-'));
  chmodSync(scratch, 0o1777);
  process.env.TMPDIR = scratch;
  // Every suite, build and command reads the template's sample, never a rescue's own content, on
  // the one day the sample's dates were written for (its courtesy posting still shown).
  const sample = checkOutSample(scratch);
  process.env.CONTENT_DIR = sample.dir;
  process.env.SOURCE_DATE_EPOCH = pinnedNow;
  // The two builds publish the same photos: encoded here once, a fresh clone's builds would each
  // encode every one of them at the same time.
  await Promise.all([
    buildCli(),
    encodeIntoCache(sampleContent('media'), imageCacheDir(process.cwd())),
  ]);
  // Forms off whatever the environment sets: the form pages are then JavaScript-free, as tests expect.
  const [build, formsBuild] = await Promise.all([
    buildSiteOrThrow({ FORMS_ENABLED: 'false', QUIET_BUILD: '1' }),
    buildSiteOrThrow({ FORMS_ENABLED: 'true', CONTENT_DIR: formsSiteContent() }),
  ]);
  project.provide('siteOutDir', build.outDir);
  project.provide('formsSiteOutDir', formsBuild.outDir);
  project.provide('siteBuildOutput', `${build.stdout}${build.stderr}`);
  // The builds and Worker folders of this run are removed when it ends, so runs do not fill the disk.
  return () => {
    sample.remove();
    rmSync(scratch, { recursive: true, force: true });
    for (const name of readdirSync('.tmp')) {
      const path = join('.tmp', name);
      if (statSync(path).mtimeMs >= started) rmSync(path, { recursive: true, force: true });
    }
  };
}
