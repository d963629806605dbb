// Plain JavaScript, with its types in bundled.d.ts: `npm start` (server/node/start.js) loads the
// server through it before any TypeScript can be loaded, as the build loads its plugins.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

// Process-wide: Vike loads the Vite config six times a build, each a module of its own.
const bundles = (globalThis.rescueBundles ??= new Map());

/**
 * `entry` (a TypeScript file of this project) and what it imports of the project as one
 * JavaScript module (`file`), for Node to load without tsx or Vite's config bundler. Packages stay
 * imports: the file is kept by its content under root/node_modules/.cache/bundled, where they
 * resolve, so builds running at once from other sources each load their own. Bundled again only
 * when one of its files changed since (size or modification time), as in `vike dev`.
 */
export async function bundled(entry, root) {
  const path = resolve(root, entry);
  let bundle = bundles.get(path);
  if (!bundle || !(await bundle.then(unchanged, () => false))) {
    bundle = bundleOf(path, root);
    bundles.set(path, bundle);
  }
  return bundle;
}

/** In `vike dev`, restarts the server when a file of the bundle is edited, as Vite does for its config's. */
export function restartWhenEdited({ inputs }) {
  const files = new Set(inputs.map(({ path }) => path));
  return {
    name: 'rescue:restart-when-edited',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add([...files]);
      server.watcher.on('change', (file) => {
        if (files.has(file)) void server.restart();
      });
    },
  };
}

function unchanged({ file, inputs }) {
  // The file too: another checkout sharing node_modules may have removed it, an hour old.
  return (
    existsSync(file) &&
    inputs.every(({ path, size, mtimeMs }) => {
      const now = statSync(path, { throwIfNoEntry: false });
      return now?.size === size && now.mtimeMs === mtimeMs;
    })
  );
}

async function bundleOf(entry, root) {
  const { outputFiles, metafile } = await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [ownImportMetaUrl],
    write: false,
    metafile: true,
    logLevel: 'warning',
  });
  const [code] = outputFiles;
  const inputs = Object.keys(metafile.inputs).map((input) => {
    const path = resolve(root, input);
    const { size, mtimeMs } = statSync(path);
    return { path, size, mtimeMs };
  });
  const dir = join(root, 'node_modules/.cache/bundled');
  const name = `${createHash('sha256').update(code.contents).digest('hex').slice(0, 16)}.mjs`;
  const file = join(dir, name);
  if (existsSync(file)) return { file, inputs };
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, code.contents);
  renameSync(partial, file);
  // Older sources' files: a process started from one loaded it long ago.
  for (const other of readdirSync(dir)) {
    const otherFile = join(dir, other);
    if (other !== name && Date.now() - statSync(otherFile).mtimeMs > 3_600_000) {
      rmSync(otherFile, { force: true });
    }
  }
  return { file, inputs };
}

/** Each module's import.meta.url stays its own file's (as Vite's config bundler keeps it): paths beside it hold. */
const ownImportMetaUrl = {
  name: 'own-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, ({ path }) => ({
      contents: readFileSync(path, 'utf8').replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(path).href),
      ),
      loader: path.endsWith('x') ? 'tsx' : 'ts',
    }));
  },
};
