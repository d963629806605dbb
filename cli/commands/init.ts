import { accessSync, constants, existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { applyEdits, modify } from 'jsonc-parser';
import prettier from 'prettier';
import { inSchemaOrder } from '#lib/content/rules.ts';
import { isSampleSite } from '#lib/content/sampleRescue.ts';
import { resolvedSchema } from '#lib/content/schemas.ts';
import { translationFile, translationFileName } from '#lib/content/translations.ts';
import type { Site } from '#lib/content/types.generated.ts';
import { commitFiles, gitIdentity, gitRoot, hasCommitWith, uncommittedChanges } from '#lib/git.ts';
import { defaultLanguage, siteLanguages } from '#lib/messages/languages.ts';
import { writeFileAtomically } from '#lib/writeFileAtomically.ts';
import { shown, type Context } from '../context.ts';
import { CliError, refusedWrite } from '../errors.ts';
import { initQuestions, workerName, type InitAnswers, type InitKey } from '../initQuestions.ts';
import type { FileChange } from '../problemsAdded.ts';
import { readContentAsWritten, requireContentFolder } from '../readContentAsWritten.ts';
import { writeContent } from '../writeContent.ts';
import { rescueFiles } from '../initFiles.ts';
import { prepareLogo } from '../initLogo.ts';
import { askText } from '../prompts.ts';
import { replacedPictures, sampleFiles, sampleTranslatedPages } from '../sampleFiles.ts';

export interface InitRequest {
  /** The answers given as flags, as typed. */
  given: Partial<Record<InitKey, string>>;
  /** Keep the sample rescue's records and photos as examples. */
  keepSamples: boolean;
}

/** In the message of the commit init makes, so a second run can tell. */
export const initMark = '(rescue init)';

/** Facts init does not ask for: left out, so their sections and links stay hidden until filled in. */
const emptiedFacts = [
  'taxStatus',
  'emails',
  'ein',
  'social',
  'storeUrl',
  'newsletterUrl',
  'forms',
  'donationLinks',
  'videoUrl',
  'videoPoster',
  'adoptionFees',
  'salesTaxOnFees',
  'breedFilters',
  'history',
  'award',
  'wooftrax',
  'petfinderOrganizationId',
];

/**
 * `rescue init`: turns a fresh copy of the template into a new rescue's site in one commit. Every
 * answer and the logo are checked before anything is written; a second run changes nothing.
 */
export async function init(ctx: Context, request: InitRequest): Promise<void> {
  requireContentFolder(ctx);
  const root = dirname(ctx.contentDir);
  const repo = gitRoot(ctx.contentDir);
  if (repo === undefined) {
    throw new CliError(
      `rescue init commits the new site, and ${shown(ctx, root)} is not a git repository.\n` +
        'Run it in your copy (clone) of the template. Nothing was written.',
    );
  }
  checkGit(ctx, repo, readContentAsWritten(ctx).content.site);
  const starterDir = join(root, 'starter/pages');
  if (!existsSync(starterDir)) {
    throw new CliError(
      `${shown(ctx, starterDir)} not found: it holds the starting texts of the pages.\n` +
        'Restore it from the template (git restore starter). Nothing was written.',
    );
  }
  const answers = await collectAnswers(ctx, request.given, root);
  const logo = await prepareLogo(ctx, answers);
  const worker = workerConfig(root, workerName(answers.shortName));
  const rootFiles = [...(worker ? [worker] : []), ...(await rescueFiles(root, answers))];
  for (const file of rootFiles) checkWritable(ctx, file.path);
  const message = `Start the site of ${answers.name} ${initMark}`;

  let changed: FileChange[] = [];
  await writeContent(ctx, false, async (current) => {
    // Checked again under the lock: another run may have finished meanwhile.
    refuseStarted(current.content.site, repo);
    const sample = current.content.site as unknown as Record<string, unknown>;
    const logoHref = `/images/site/logo.${logo.ext}`;
    const removed = [
      ...(request.keepSamples ? [] : sampleFiles(ctx.contentDir, sample)),
      ...replacedPictures(ctx.contentDir, sample, logoHref),
    ];
    const site = newSite(sample, answers, logoHref, request);
    // The new site keeps the sample's languages; each page in another language gets the starting
    // text's translation, and the sample's words in that language go where its English words went.
    const languages = siteLanguages(sample as Pick<Site, 'languages'>);
    const starter = readdirSync(starterDir).filter((name) => name.endsWith('.md'));
    const pages = starter.filter((name) => !translationFileName.test(name));
    const translated = pages.flatMap((name) =>
      languages
        .filter((lang) => lang !== defaultLanguage)
        .map((lang) => translationFile(name, lang))
        .filter((translation) => starter.includes(translation)),
    );
    const written = [...pages, ...translated];
    changed = [
      { path: 'site.json', data: await formatJson(ctx, 'site.json', site) },
      ...(await siteTranslations(ctx, sample, site)),
      ...(await starterMessages(ctx, join(root, 'starter/messages'))),
      { path: `media${logoHref}`, data: logo.data },
      ...written.map((name) => ({
        path: `pages/${name}`,
        data: readFileSync(join(starterDir, name)),
      })),
      ...sampleTranslatedPages(ctx.contentDir, written).map((path) => ({ path, data: null })),
      ...removed.map((path) => ({ path, data: null })),
    ];
    const samples = request.keepSamples
      ? "kept the sample rescue's records as examples"
      : `removed the sample rescue's records and photos (${removed.length} files)`;
    const inLanguages = languages.length > 1 ? ` (in ${languages.join(', ')})` : '';
    return {
      files: changed,
      message,
      summary: `Set up ${answers.name}: wrote content/site.json and the logo, ${samples}, and gave the ${pages.length} pages their starting texts${inLanguages}.`,
    };
  });
  for (const file of rootFiles) {
    try {
      await writeFileAtomically(file.path, file.data);
    } catch (error) {
      throw refusedWrite(error, shown(ctx, file.path));
    }
  }
  const files = [
    ...changed.map(({ path }) => join(ctx.contentDir, path)),
    ...rootFiles.map(({ path }) => path),
  ];
  try {
    commitFiles(repo, files, message);
  } catch (error) {
    throw new CliError(
      `The site was written but not committed. git said:\n${(error as Error).message}\n` +
        `Once that is fixed, commit it: git add ${addAll} && git commit -m "${message}"\n` +
        `Or undo it and run rescue init again: ${undoInit}`,
    );
  }
  ctx.out(`Committed: ${message}`);
  ctx.out(
    [
      '',
      'Next:',
      '  1. npm start          see your site at http://127.0.0.1:3000/ (npx rescue validate lists what still reads like the template)',
      `  2. git push           then Deploy to Cloudflare (docs/technical-volunteer.md: Hosting, set up once)`,
      `  3. Set up sign-in     so volunteers edit at ${answers.siteUrl}/admin/ (docs/technical-volunteer.md: Setting up sign-in)`,
    ].join('\n'),
  );
}

/** Every file init writes, as git add names them. */
const addAll = 'content wrangler.jsonc package.json package-lock.json README.md';

/** What puts a copy back as its last commit left it, run in its folder (init starts from a clean one). */
const undoInit = 'git reset --hard && git clean -fd content';

/**
 * Before any question or write: git can commit the result (it knows who you are), and the copy is
 * as the template left it (or as a run that could not commit left it: then how to go on).
 */
function checkGit(ctx: Context, repo: string, site: { name?: unknown } | undefined): void {
  const { name, email } = gitIdentity(repo);
  if (!name || !email) {
    throw new CliError(
      'rescue init ends by committing your site, and git does not know your name and e-mail yet. Nothing was written.\n' +
        'Tell it once with these two commands, then run rescue init again:\n' +
        '  git config --global user.name "Your Name"\n' +
        '  git config --global user.email you@example.org',
    );
  }
  const changes = uncommittedChanges(repo, relative(repo, ctx.contentDir));
  const siteChanged = changes.some((line) => line.endsWith('content/site.json'));
  if (site && !isSampleSite(site) && siteChanged && !hasCommitWith(repo, initMark)) {
    throw new CliError(
      `An earlier rescue init wrote ${String(site.name)}'s site but could not commit it. Nothing was written.\n` +
        `To start again, undo what it wrote and run rescue init again: ${undoInit}\n` +
        `Or keep it: git add ${addAll} && git commit -m "Start the site of ${String(site.name)} ${initMark}"`,
    );
  }
  refuseStarted(site, repo);
  if (changes.length > 0) {
    const files = changes.map((line) => line.slice(3));
    const more = files.length > 3 ? ` and ${files.length - 3} more` : '';
    throw new CliError(
      `rescue init commits the whole new site, and your copy has changes not yet committed (${files.slice(0, 3).join(', ')}${more}). Nothing was written.\n` +
        'Commit them or set them aside (git stash --include-untracked), then run rescue init again.',
    );
  }
}

/** Refuses a copy already started: its facts are no longer the sample's, or init has committed. */
function refuseStarted(site: { name?: unknown } | undefined, repo: string): void {
  const started = site && !isSampleSite(site) ? `content/site.json is ${String(site.name)}'s` : '';
  const committed = hasCommitWith(repo, initMark) ? 'rescue init has already run here' : '';
  if (!started && !committed) return;
  throw new CliError(
    `This copy is already set up: ${started || committed}. Nothing was written.\n` +
      'rescue init runs once, in a fresh copy of the template; change facts in content/site.json or at /admin.',
  );
}

/** Every answer: given as a flag, asked in the terminal, or its default; all checked before any write. */
async function collectAnswers(
  ctx: Context,
  given: Partial<Record<InitKey, string>>,
  root: string,
): Promise<InitAnswers> {
  const answers: Partial<Record<InitKey, unknown>> = {};
  const missing: string[] = [];
  for (const question of initQuestions) {
    const typed = given[question.key];
    const fallback = question.fallback(answers as Partial<InitAnswers>, root);
    if (typed !== undefined) {
      try {
        answers[question.key] = question.read(typed, ctx.cwd);
      } catch (error) {
        throw new CliError(
          `--${question.flag} "${typed}": ${(error as Error).message}\nNothing was written.`,
        );
      }
    } else if (ctx.interactive) {
      const text = await askText({
        message: `${question.title} (${question.description})`,
        default: fallback || undefined,
        validate: async (text) => {
          try {
            const value = question.read(text, ctx.cwd);
            if (question.key === 'logo' && value) await prepareLogo(ctx, { logo: String(value) });
            return true;
          } catch (error) {
            return (error as Error).message;
          }
        },
      });
      answers[question.key] = question.read(text, ctx.cwd);
    } else if (fallback === undefined) {
      missing.push(`--${question.flag} (${question.title})`);
    } else {
      answers[question.key] = question.read(fallback, ctx.cwd);
    }
  }
  if (missing.length > 0) {
    throw new CliError(
      `Missing ${missing.join(', ')}: only your rescue knows them. Nothing was written.\n` +
        'Give them as flags, or run rescue init in a terminal without --no-input to be asked.',
    );
  }
  // site.json states an application fee beside the usual one, never alone.
  if (answers.usualFee === '' && answers.applicationFee !== '') {
    throw new CliError(
      'An application fee is stated beside the usual adoption fee: give the usual fee too (--usual-fee). Nothing was written.',
    );
  }
  return answers as InitAnswers;
}

/** site.json of the new rescue: the answers, its logo, and the sample's unasked facts left out. */
function newSite(
  sample: Record<string, unknown>,
  answers: InitAnswers,
  logoHref: string,
  { keepSamples }: InitRequest,
): Record<string, unknown> {
  const site: Record<string, unknown> = { ...sample };
  for (const key of emptiedFacts) delete site[key];
  if (!keepSamples) site.homePhotos = [];
  Object.assign(site, {
    name: answers.name,
    shortName: answers.shortName,
    tagline: answers.tagline,
    siteUrl: answers.siteUrl,
    address: answers.address,
    timeZone: answers.timeZone,
    phone: answers.phone,
    email: answers.email,
    copyright: `© ${new Date().getFullYear()} ${answers.name}. All rights reserved.`,
    theme: { primaryColor: answers.primaryColor, accentColor: answers.accentColor },
    logo: logoHref,
    favicon: logoHref,
    breeds: answers.breeds,
    mission: answers.mission,
    ...(answers.listingOrg && { petfinderOrganizationId: answers.listingOrg }),
    ...(answers.usualFee !== '' && {
      adoptionFees: {
        usual: answers.usualFee,
        ...(answers.applicationFee !== '' && { application: answers.applicationFee }),
      },
    }),
    ...(answers.donationUrl && { donationLinks: { paypal: answers.donationUrl } }),
  });
  return inSchemaOrder(resolvedSchema('site.schema.json'), site) as Record<string, unknown>;
}

/** A JSON file of content/ as the project's Prettier settings write it. */
async function formatJson(ctx: Context, path: string, data: unknown): Promise<string> {
  const file = join(ctx.contentDir, path);
  const config = await prettier.resolveConfig(file, { editorconfig: true });
  return prettier.format(JSON.stringify(data, null, 2), { ...config, filepath: file });
}

/**
 * The sample's site.<lang>.json files with only the translations of facts init left as they were
 * (the word for the animal): the others translate the sample rescue's words.
 * A file left with nothing is removed.
 */
async function siteTranslations(
  ctx: Context,
  sample: Record<string, unknown>,
  site: Record<string, unknown>,
): Promise<FileChange[]> {
  const files = readdirSync(ctx.contentDir).filter((name) => /^site\.[a-z]{2}\.json$/.test(name));
  return Promise.all(
    files.map(async (path) => {
      let translation: Record<string, unknown> = {};
      try {
        translation = JSON.parse(readFileSync(join(ctx.contentDir, path), 'utf8')) as Record<
          string,
          unknown
        >;
      } catch {
        // Unreadable: nothing in it can be kept.
      }
      const kept = Object.fromEntries(
        Object.entries(translation ?? {}).filter(
          ([field]) => site[field] !== undefined && isDeepStrictEqual(sample[field], site[field]),
        ),
      );
      return {
        path,
        data: Object.keys(kept).length > 0 ? await formatJson(ctx, path, kept) : null,
      };
    }),
  );
}

/**
 * The catalogues with the interface words a new rescue starts from where they are not the
 * sample's (starter/messages/<lang>.json holds only those: the sample keeps its specification's).
 */
async function starterMessages(ctx: Context, dir: string): Promise<FileChange[]> {
  if (!existsSync(dir)) return [];
  const readJson = (path: string) =>
    JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, string>>;
  return Promise.all(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => {
        const path = `messages/${name}`;
        const catalogue = readJson(join(ctx.contentDir, path));
        const starter = readJson(join(dir, name));
        for (const [group, words] of Object.entries(starter)) {
          catalogue[group] = { ...catalogue[group], ...words };
        }
        return { path, data: await formatJson(ctx, path, catalogue) };
      }),
  );
}

/** wrangler.jsonc with the Worker named after the short name (its workers.dev address), comments kept. */
function workerConfig(root: string, name: string) {
  const path = join(root, 'wrangler.jsonc');
  if (!existsSync(path)) return undefined;
  const text = readFileSync(path, 'utf8');
  return { path, data: applyEdits(text, modify(text, ['name'], name, {})) };
}

/** Refuses before the first write when the file cannot be replaced (a temp file and a rename in its folder). */
function checkWritable(ctx: Context, path: string): void {
  try {
    accessSync(dirname(path), constants.W_OK);
  } catch (error) {
    throw refusedWrite(error, shown(ctx, path));
  }
}
