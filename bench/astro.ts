// `npm run bench:astro`: the warm `npm run build` of BENCH_DOGS generated dogs (50 and 4,000
// unless set, comma-separated) against Astro 5 with @astrojs/react rendering the same dog
// details pages (our Page, its data hook, Layout and content loader) from the same content, in
// English only as Astro's side renders it, turn about, best of BENCH_RUNS (3). Astro is installed
// once into the system temp folder from the npm registry (ASTRO_DIR moves it); it is a yardstick,
// never a dependency of the site.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentWithDogs } from './content.ts';
import { figure } from './figures.ts';

const sizes = (process.env.BENCH_DOGS ?? '50,4000').split(',').map(Number);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const root = resolve('.');
const astroDir = process.env.ASTRO_DIR ?? join(tmpdir(), 'rescue-astro-yardstick');
const preload = pathToFileURL(resolve('bench/peakMemory.js')).href;
const caches = mkdtempSync(join(tmpdir(), 'bench-astro-caches-'));

if (!existsSync(join(astroDir, 'node_modules/astro'))) {
  mkdirSync(astroDir, { recursive: true });
  writeFileSync(join(astroDir, 'package.json'), '{ "private": true, "type": "module" }\n');
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      'astro@5',
      '@astrojs/react@4',
      'react@19',
      'react-dom@19',
    ],
    { cwd: astroDir, stdio: 'inherit' },
  );
}

/** An Astro project rendering every dog's details page as this site does (src/ in astroDir). */
function astroProject(content: string) {
  const page = join(astroDir, 'src/pages/adopt/available-dogs/details-page/[id].astro');
  mkdirSync(join(page, '..'), { recursive: true });
  const from = (path: string) => JSON.stringify(join(root, path));
  writeFileSync(
    join(astroDir, 'astro.config.mjs'),
    `import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { readManifest } from ${from('lib/images/manifest.ts')};
import { themeStylesPlugin } from ${from('build/themeStyles.ts')};
// The same photo manifest as the site's build, from the same cache; the Layout's theme colours
// from the site's own plugin.
const photos = () => ({
  name: 'photos',
  resolveId: (id) => (id === 'virtual:responsive-images' ? '\\0photos' : undefined),
  load: async (id) => id === '\\0photos'
    ? 'export default ' + JSON.stringify(await readManifest(process.env.CONTENT_DIR + '/media', process.env.IMAGE_CACHE_DIR))
    : undefined,
});
// The htmlparser2 family's dual packages trip Vite 6's CommonJS interop when left external: bundled.
export default defineConfig({ integrations: [react()], vite: { plugins: [photos(), themeStylesPlugin()], ssr: { noExternal: ['entities', 'domelementtype', 'domhandler', 'domutils', 'dom-serializer', 'htmlparser2'] } }, outDir: 'dist' });
`,
  );
  writeFileSync(
    page,
    `---
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MessagesContext } from ${from('components/Messages.tsx')};
import { readValidContentOnce } from ${from('lib/content/readOnce.ts')};
import { Layout } from ${from('renderer/Layout.tsx')};
import { pageT } from ${from('renderer/messages.ts')};
import Page from ${from('pages/adopt/available-dogs/details-page/@id/+Page.tsx')};
import { data } from ${from('pages/adopt/available-dogs/details-page/@id/+data.ts')};
export function getStaticPaths() {
  return readValidContentOnce().dogs.map((dog) => ({ params: { id: dog.id } }));
}
// The page's data from its own hook, the page and the Layout in the catalogue's words.
const t = pageT('en');
const { site } = readValidContentOnce();
const currentPath = Astro.url.pathname;
const pageData = data({ lang: 'en', routeParams: Astro.params, urlPathname: currentPath });
const inWords = (element) => createElement(MessagesContext, { value: t }, element);
const pageHtml = renderToString(inWords(createElement(Page, pageData)));
const bodyHtml = renderToString(
  inWords(createElement(Layout, { site, currentPath, pageHtml, languages: [], showsEnglish: false })),
);
---
<html lang="en">
  <head><meta charset="utf-8"><title>{pageData.title}</title></head>
  <body set:html={bodyHtml} />
</html>
`,
  );
  return { CONTENT_DIR: content };
}

interface Run {
  seconds: number;
  peakMb: number;
}

function timed(command: string, args: string[], cwd: string, env: Record<string, string>): Run {
  const memoryFile = join(mkdtempSync(join(caches, 'memory-')), 'peak');
  const started = performance.now();
  const run = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      ...env,
      BENCH_PEAK_MEMORY: memoryFile,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`,
    },
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${run.stderr}`);
  const peak = Math.max(...readFileSync(memoryFile, 'utf8').trim().split('\n').map(Number));
  return { seconds, peakMb: Math.round(peak / 1024 / 1024) };
}

for (const dogs of sizes) {
  const content = contentWithDogs(dogs, ['en']);
  const env = {
    CONTENT_DIR: content,
    IMAGE_CACHE_DIR: join(caches, `images-${dogs}`),
    SHARE_CARD_CACHE_DIR: join(caches, `cards-${dogs}`),
    SITE_OUT_DIR: join('.tmp', 'astro-bench-out'),
  };
  const astroEnv = { ...env, ...astroProject(content) };
  const ours = () => timed('npm', ['run', 'build'], root, env);
  const astro = () => timed('node', ['node_modules/astro/astro.js', 'build'], astroDir, astroEnv);
  ours(); // fills the caches: the runs below are warm
  astro();
  const results = { ours: [] as Run[], astro: [] as Run[] };
  for (let run = 0; run < runs; run++) {
    results.ours.push(ours());
    results.astro.push(astro());
    console.log(
      `${dogs} dogs, run ${run + 1}: ours ${results.ours.at(-1)!.seconds.toFixed(1)} s, Astro ${results.astro.at(-1)!.seconds.toFixed(1)} s`,
    );
  }
  const best = (side: Run[]) => Math.min(...side.map((each) => each.seconds));
  const peak = (side: Run[]) => Math.max(...side.map((each) => each.peakMb));
  const goal = dogs <= 50 ? 0.7 : 0.75;
  figure({
    name: `warm build against Astro, ${dogs.toLocaleString('en-US')} dogs (ratio)`,
    value: best(results.ours) / best(results.astro),
    unit: '×',
    goal: { max: goal },
    note: `best of ${runs}: ${best(results.ours).toFixed(1)} s (peak ${peak(results.ours)} MB) against Astro ${best(results.astro).toFixed(1)} s (peak ${peak(results.astro)} MB)`,
  });
}
