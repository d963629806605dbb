import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { shellEnv } from '../support/shellEnv.ts';
import { sampleContent } from '../support/sampleContent.ts';
import { tempDir } from '../support/tempDirs.ts';
import { beagleFlags, git, leftOutOnFirstDay } from './initFixtures.ts';

interface Step {
  name?: string;
  if?: string;
  run?: string;
}

/** The Check workflow's steps that run in a rescue's own copy, after the install (which the test shares). */
function rescueCopySteps(): Step[] {
  const workflow = parse(readFileSync('.github/workflows/check.yml', 'utf8')) as {
    jobs: { check: { steps: Step[] } };
  };
  const steps = workflow.jobs.check.steps.filter(
    (step) => step.run !== undefined && !step.if?.includes("!= 'true'"),
  );
  const install = steps.findIndex((step) => step.run!.startsWith('npm ci'));
  expect(install, 'the workflow installs with npm ci').toBeGreaterThanOrEqual(0);
  return steps.slice(install + 1);
}

/** A fresh clone of the template as this checkout has it (its code, the sample's content, one commit), sharing node_modules. */
function freshCopy(): string {
  const root = join(tempDir('rescue-copy-'), 'our-rescue');
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\n')
    // Deleted but not yet staged files are listed too: only those on disk are copied.
    .filter((path) => path && statSync(path, { throwIfNoEntry: false })?.isFile())
    .filter((path) => !path.startsWith('content/'));
  for (const path of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    copyFileSync(path, join(root, path));
  }
  cpSync(sampleContent(), join(root, 'content'), { recursive: true });
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'));
  // The CLI the install compiles (npm ci runs `prepare`), from these very sources.
  cpSync(resolve('cli/dist'), join(root, 'cli/dist'), { recursive: true });
  git(root, 'init', '--quiet');
  git(root, 'config', 'user.name', 'Volunteer');
  git(root, 'config', 'user.email', 'volunteer@example.org');
  git(root, 'add', '.');
  git(root, 'commit', '--quiet', '--message', 'Template');
  return root;
}

const copies: string[] = [];
afterAll(() => {
  for (const root of copies) rmSync(dirname(root), { recursive: true, force: true });
});

/** Runs a command in the copy, beside the other copy's; resolves to its exit code and output. */
function runIn(root: string, command: string, args: string[], env = process.env) {
  return new Promise<{ status: number | null; output: string }>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** Runs a step's script in the copy as the runner does (bash -e). */
const runStep = (root: string, script: string, env: NodeJS.ProcessEnv) =>
  runIn(root, 'bash', ['-e', '-c', script], env);

/**
 * The step's script with `npm run check` (Prettier, ESLint and tsc over the whole copy) narrowed to
 * what init can change: Prettier over the files it wrote, and with `typecheck` tsc, which reads
 * content/site.json (code imports it). init must have changed no code, so ESLint (code only) and
 * Prettier over the rest would read the very files the template's own `npm run check` passed.
 */
function checkingOnlyWhatInitWrote(root: string, script: string, typecheck: boolean): string {
  const written = git(root, 'diff', '--name-only', '--diff-filter=d', 'HEAD~1', 'HEAD')
    .split('\n')
    .filter(Boolean);
  const named = ['wrangler.jsonc', 'package.json', 'package-lock.json', 'README.md'];
  const code = written.filter((file) => !file.startsWith('content/') && !named.includes(file));
  expect(code, 'rescue init changes no code').toEqual([]);
  if (!script.includes('npm run check')) return script;
  const checks = [`npx prettier --check ${written.join(' ')}`];
  if (typecheck) checks.push('npm run --silent typecheck');
  return script.replace('npm run check', checks.join(' && '));
}

/**
 * Runs `rescue init` with the given answers in a fresh copy, then each of the Check workflow's
 * steps, its code checks narrowed to what init wrote (with `typecheck`, tsc too).
 */
async function checkAfterInit(initArgs: string[], { typecheck = false } = {}): Promise<string> {
  const root = freshCopy();
  copies.push(root);
  const init = await runIn(root, 'node', ['cli/bin.js', 'init', '--no-input', ...initArgs]);
  expect(init.status, `rescue init:\n${init.output}`).toBe(0);
  const outputs = join(dirname(root), 'github-output');
  const steps = rescueCopySteps().map(({ name, run }) => ({
    name,
    run: checkingOnlyWhatInitWrote(root, run!, typecheck),
  }));
  expect(steps.some(({ run }) => run.includes('npm run build'))).toBe(true);
  for (const step of steps) {
    // The copy builds its own content, not the sample the run's CONTENT_DIR names.
    const { CONTENT_DIR: _sample, ...env } = shellEnv({ GITHUB_OUTPUT: outputs, CI: 'true' });
    const result = await runStep(root, step.run, env);
    expect(result.status, `${step.name ?? step.run} failed:\n${result.output}`).toBe(0);
  }
  expect(readFileSync(outputs, 'utf8'), 'the workflow knows it is a rescue’s copy').toContain(
    'own=true',
  );
  return root;
}

/** A file of the copy's built site, by its address. */
const built = (root: string, path: string) =>
  readFileSync(join(root, 'dist/client', path, 'index.html'), 'utf8');

/** The pages a new rescue has not given content: none may be linked from a menu or listed in a site map. */
const notGivenPages = [
  '/store',
  '/resources/newsletter',
  '/wish-list',
  '/sponsor-a-rescue-animal',
  '/amazon-smile',
  '/wooftrax',
  ...leftOutOnFirstDay,
];

// The two copies are checked side by side; the second's types are the first's but for its
// site.json's values, so only the first runs tsc.
describe(
  "a rescue's own copy passes its Check on the first push",
  { timeout: 900_000, concurrent: true },
  () => {
    it('a Nebraska rescue that gave only what init cannot guess', async () => {
      const root = await checkAfterInit(
        [
          '--name',
          'Prairie Paws Rescue',
          '--short-name',
          'Prairie Paws',
          '--email',
          'hello@prairiepaws.example',
          '--phone',
          '402-555-0100',
          '--address',
          '1 Main St, Omaha, NE 68102',
          '--mission',
          'Farm dogs of the Great Plains find homes with room to run.',
        ],
        { typecheck: true },
      );
      const sitemap = readFileSync(join(root, 'dist/client/sitemap.xml'), 'utf8');
      const siteMap = built(root, '/site-map');
      const about = built(root, '/about');
      for (const path of [...notGivenPages, '/about/our-team']) {
        expect(sitemap, path).not.toContain(`${path}<`);
        expect(siteMap, path).not.toContain(`href="${path}"`);
        expect(about, path).not.toContain(`href="${path}"`);
        // Its address says how to reach the rescue meanwhile, and is kept out of search results.
        const page = built(root, path);
        expect(page, path).toContain('This page is not ready yet.');
        expect(page, path).toContain('href="tel:4025550100"');
        expect(page, path).toContain('<meta name="robots" content="noindex">');
      }
      // A live page left out has nothing to hydrate: no page state for its script.
      expect(built(root, '/rescue-tails/forever-stories')).not.toContain('id="page-state"');
      // The rescue's own adoption application, from content/forms/adoption.json, in the menus.
      const application = built(root, '/adopt/application');
      expect(application).toContain('Do you own or rent your home?');
      expect(sitemap).toContain('/adopt/application<');
      // No banner photos: the tagline in the brand's colours, with the ways in.
      const home = built(root, '/');
      // The rescue's own sentence, its name on the project and its README.
      expect(home).toContain('Farm dogs of the Great Plains find homes with room to run.');
      expect(home).toContain(
        '<meta name="description" content="Prairie Paws Rescue: Farm dogs of the Great Plains find homes with room to run.">',
      );
      expect(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).name).toBe(
        'prairie-paws',
      );
      expect(readFileSync(join(root, 'README.md'), 'utf8')).toMatch(/^# Prairie Paws Rescue/);
      expect(home).toContain('class="home-hero"');
      expect(home).not.toContain('carousel');
      for (const path of ['/adopt/available-dogs', '/get-involved', '/donate']) {
        expect(home).toContain(`class="button button-light" href="${path}"`);
      }
      const dogs = built(root, '/adopt/available-dogs');
      expect(dogs).toContain('There are no dogs available right now.');
      expect(dogs).not.toContain('No dog matches these filters');
      const donate = built(root, '/donate');
      for (const closed of ['Amazon Smile', 'WoofTrax']) expect(donate).not.toContain(closed);
      // Spanish pages: the English tagline and copyright marked as English, under the notice.
      const spanish = built(root, '/es');
      expect(spanish).toMatch(/class="brand-tagline" lang="en"/);
      expect(spanish).toMatch(/class="footer-copyright" lang="en"/);
      expect(spanish).toContain('class="translation-notice"');
    });

    it('a Wisconsin beagle rescue that answered everything and kept the samples', async () => {
      const root = await checkAfterInit([...beagleFlags, '--keep-samples']);
      // Its team is kept, so Our Team stays; the sample's store is not its own, so Store goes.
      const siteMap = built(root, '/site-map');
      expect(siteMap).toContain('href="/about/our-team"');
      expect(siteMap).not.toContain('href="/store"');
      // The kept records bring their lists back; the starting texts' placeholders stay out.
      for (const path of [
        '/get-involved/animals-needing-foster-homes',
        '/events/event-listings',
        '/rescue-tails/rainbow-bridge',
        '/rescue-tails',
      ]) {
        expect(siteMap, path).toContain(`href="${path}"`);
      }
      for (const path of ['/terms-of-service', '/legal']) {
        expect(siteMap, path).not.toContain(`href="${path}"`);
      }
      const dogs = built(root, '/adopt/available-dogs');
      expect(dogs).not.toContain('There are no dogs available right now.');
      // Fees are not taxed unless the rescue says so.
      expect(built(root, '/adopt/available-dogs/details-page/1')).not.toContain('sales tax');
    });
  },
);
