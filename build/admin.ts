import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { stringify } from 'yaml';
import { readValidContentOnce } from '#lib/content/readOnce.ts';
import { originUrl } from '#lib/git.ts';
import { editorConfig, type EditorSettings } from './editorConfig.ts';
import { siteLanguages } from '#lib/messages/languages.ts';

// The package exports only its module entry (npm/index.js); its folder holds the prebuilt bundle.
const requireModule = createRequire(import.meta.url);
const sveltiaDir = dirname(dirname(requireModule.resolve('@sveltia/cms')));
const sveltiaVersion = (
  JSON.parse(readFileSync(join(sveltiaDir, 'package.json'), 'utf8')) as { version: string }
).version;
const yamlVersion = (requireModule('yaml/package.json') as { version: string }).version;

/** Third-party addresses in the editor's bundle, each answered by the site itself instead. */
const selfHosted: [from: string, to: string][] = [
  // The three fonts it would take from jsDelivr, shipped in the package's npm/assets folder.
  ...['source-sans-3:vf@5.3.0/latin-wght-normal', 'noto-mono@5.3.0/latin-400-normal'].map(
    (font): [string, string] => [
      `https://cdn.jsdelivr.net/fontsource/fonts/${font}.woff2`,
      `/admin/fonts/${fontFile(font)}.woff2`,
    ],
  ),
  [
    'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    '/admin/fonts/material-symbols-outlined-latin-wght-normal.woff2',
  ],
  // Its update check, chunk fallback and translations: the pinned copy here is the one to use.
  ['https://unpkg.com/@sveltia/cms', '/admin/sveltia-cms'],
  // GitHub's status page is outside what /admin may connect to; the editor shows no badge.
  ['https://www.githubstatus.com/api/v2/status.json', '/admin/github-status.json'],
];

function fontFile(font: string): string {
  const [family, subset] = font.split('/') as [string, string];
  return `${family.replace(/@.*$/, '').replace(/:vf$/, '')}-${subset}`;
}

/** The repository the editor works on: CMS_GITHUB_REPO, GitHub Actions' own, else git's origin. */
function editorRepository(env: NodeJS.ProcessEnv, root: string): string | undefined {
  const named = env.CMS_GITHUB_REPO ?? env.GITHUB_REPOSITORY;
  if (named) return named;
  const origin = originUrl(root);
  return origin ? /github\.com[:/]([^/]+\/[^/]+?)(\.git)?$/.exec(origin)?.[1] : undefined;
}

/**
 * Writes the browser editor into dist/client/admin/: its page, its generated configuration and
 * the pinned Sveltia CMS; after the pages, which `npm start` serves from the first one written.
 */
export function adminPlugin(): Plugin {
  return {
    name: 'rescue:admin',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler({ config, environments }) {
        const { site } = readValidContentOnce();
        const repo = editorRepository(process.env, config.root);
        if (!repo) {
          config.logger.warn(
            'The browser editor (/admin) needs the GitHub repository to sign in: set CMS_GITHUB_REPO=owner/name.',
          );
        }
        const settings = {
          // Without one, the folder's name: the editor's Work with Local Repository names it.
          repo: repo ?? `local/${basename(config.root)}`,
          branch: process.env.CMS_GITHUB_BRANCH ?? 'main',
          siteUrl: site.siteUrl,
          siteName: site.name,
          languages: siteLanguages(site),
        };
        const adminDir = resolve(config.root, environments.client!.config.build.outDir, 'admin');
        const cacheDir = resolve(config.root, 'node_modules/.cache/rescue');
        writeAdmin(
          adminDir,
          settings,
          onThisComputer(settings, repo !== undefined, config.root),
          cacheDir,
        );
      },
    },
  };
}

function writeAdmin(
  adminDir: string,
  settings: EditorSettings,
  localNote: string,
  cacheDir: string,
) {
  mkdirSync(join(adminDir, 'chunks'), { recursive: true });
  mkdirSync(join(adminDir, 'fonts'), { recursive: true });
  copyFileSync(
    keptFile(cacheDir, `${sveltiaVersion} ${JSON.stringify(selfHosted)}`, selfHostedBundle),
    join(adminDir, 'sveltia-cms.js'),
  );
  copyFileSync(join(sveltiaDir, 'dist/chunks/react-dom.js'), join(adminDir, 'chunks/react-dom.js'));
  const assets = join(sveltiaDir, 'npm/assets');
  for (const name of readdirSync(assets).filter((file) => file.endsWith('.woff2'))) {
    copyFileSync(
      join(assets, name),
      join(adminDir, 'fonts', name.replace(/-[\w-]{8}\.woff2$/, '.woff2')),
    );
  }
  // The update check finds the pinned version; the status check finds no news, not an outage.
  mkdirSync(join(adminDir, 'sveltia-cms'), { recursive: true });
  writeFileSync(
    join(adminDir, 'sveltia-cms/package.json'),
    JSON.stringify({ version: sveltiaVersion }),
  );
  writeFileSync(
    join(adminDir, 'github-status.json'),
    JSON.stringify({ status: { indicator: 'unknown' } }),
  );
  const { config } = editorConfig(settings);
  copyFileSync(
    keptFile(cacheDir, `yaml ${yamlVersion} ${JSON.stringify(config)}`, () => stringify(config)),
    join(adminDir, 'config.yml'),
  );
  writeFileSync(join(adminDir, 'index.html'), adminPage(settings.siteName, localNote));
  writeFileSync(join(adminDir, 'local.js'), localScript);
}

/** Sveltia CMS's bundle with its third-party addresses answered by the site itself (selfHosted). */
function selfHostedBundle(): string {
  let bundle = readFileSync(join(sveltiaDir, 'dist/sveltia-cms.js'), 'utf8');
  for (const [from, to] of selfHosted) {
    if (!bundle.includes(from)) {
      throw new Error(
        `@sveltia/cms ${sveltiaVersion} no longer contains ${from}: check build/admin.ts`,
      );
    }
    bundle = bundle.replaceAll(from, to);
  }
  return bundle;
}

/**
 * A file made from its inputs alone, kept in cacheDir by their hash: the editor's 2 MB bundle
 * rewritten and its 180 kB of YAML took a second of every build to write the same bytes again.
 */
function keptFile(cacheDir: string, inputs: string, make: () => string): string {
  const hash = createHash('sha256').update(inputs).digest('hex').slice(0, 16);
  const file = join(cacheDir, `admin-${hash}`);
  if (!existsSync(file)) {
    mkdirSync(cacheDir, { recursive: true });
    // Whole or not at all: a build reading it meanwhile never copies half a file.
    writeFileSync(`${file}.${process.pid}.tmp`, make());
    renameSync(`${file}.${process.pid}.tmp`, file);
  }
  return file;
}

/**
 * What the editor cannot say on this computer (npm start): how to edit this folder without
 * signing in, and where sign-in works (the published site, with the repository named).
 */
function onThisComputer({ repo, siteUrl }: EditorSettings, known: boolean, root: string): string {
  const signIn = `Signing in with GitHub works on the published site, ${siteUrl}/admin/, once sign-in is set up (docs/technical-volunteer.md, Setting up sign-in)`;
  return [
    `On this computer, edit the files of this folder without signing in: in Chrome or Edge, choose “Work with Local Repository” and select this folder, ${basename(root)} (the one that holds content/); then commit and push the changes with git.`,
    known
      ? `${signIn}, and edits the ${repo} repository.`
      : `${signIn}, and the editor does not know your GitHub repository yet: push this folder to GitHub (git remote add origin …), or set CMS_GITHUB_REPO=owner/name, then build again.`,
  ].join(' ');
}

/** Shows the note of onThisComputer on the computer's own addresses only, until it is closed. */
const localScript = `if (['localhost', '127.0.0.1', '[::1]'].includes(location.hostname)) {
  const note = document.getElementById('on-this-computer');
  note.hidden = false;
  note.querySelector('button').addEventListener('click', () => note.remove());
}
`;

function adminPage(siteName: string, localNote: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Edit the ${escapeHtml(siteName)} website</title>
    <link rel="cms-config-url" type="application/yaml" href="/admin/config.yml" />
  </head>
  <body>
    <noscript>The website editor needs JavaScript.</noscript>
    <aside id="on-this-computer" hidden style="position: fixed; inset: auto 0 0 0; z-index: 1000; padding: 0.5rem 1rem; background: #fff8d6; color: #222; font: 14px/1.4 system-ui, sans-serif; border-top: 1px solid #b59a00">
      ${escapeHtml(localNote)}
      <button type="button">Close this note</button>
    </aside>
    <script src="/admin/local.js"></script>
    <script src="/admin/sveltia-cms.js"></script>
  </body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
