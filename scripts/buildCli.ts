// Compiles the `rescue` CLI into ES modules in cli/dist/ (an entry plus chunks each command loads
// when it runs), with the content validators precompiled by ajv, so a run neither compiles
// TypeScript nor schemas. Runs on `npm install` (the `prepare` script), before the tests, and
// from cli/bin.js when a source it was compiled from has changed (cli/dist/sources.json).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { _ } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { build, type Plugin } from 'esbuild';
import { collections } from '#lib/content/collections.ts';
import { schemasByFile } from '#lib/content/schemas.ts';
import { contentAjv, writePrecompiledValidators } from '#lib/content/validators.ts';

export const cliDist = fileURLToPath(new URL('../cli/dist', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The validators compiled ahead, one CommonJS file per schema file (its fields' with it) in
 * `outdir`/validators, and the source of a module like lib/content/validators.ts that loads a schema
 * file's on first use: checking a dog loads a dog's rules, not the site's and the messages'.
 */
function precompiledValidators(outdir: string): string {
  const refs = new Map([...schemasByFile.keys()].map((file) => [file, [file]]));
  // Each collection's fields (rescue add, update), the site's (rescue init) and a page's (rescue translate).
  for (const schema of [
    ...Object.values(collections).map(({ schema }) => schema),
    'site.schema.json',
    'page.schema.json',
  ]) {
    for (const field of Object.keys(schemasByFile.get(schema)!.properties ?? {})) {
      refs.get(schema)!.push(`${schema}#/properties/${field}`);
    }
  }
  const ajv = contentAjv({
    source: true,
    formats: _`require("ajv-formats/dist/formats").fullFormats`,
  });
  mkdirSync(join(outdir, 'validators'), { recursive: true });
  for (const [file, fileRefs] of refs) {
    const code = standaloneCode(ajv, Object.fromEntries(fileRefs.map((ref) => [ref, ref])));
    writeFileSync(join(outdir, 'validators', `${file}.cjs`), code);
  }
  return `import { createRequire as requireFrom } from 'node:module';
const load = requireFrom(import.meta.url);
const files = new Set(${JSON.stringify([...refs.keys()])});
export function validatorFor(schemaRef) {
  const file = schemaRef.split('#')[0];
  const validate = files.has(file) ? load(\`./validators/\${file}.cjs\`)[schemaRef] : undefined;
  if (!validate) throw new Error(\`No schema \${schemaRef} in schemas/\`);
  return validate;
}
`;
}

function validatorsPlugin(outdir: string): Plugin {
  return {
    name: 'precompiled-validators',
    setup(build) {
      build.onLoad({ filter: /lib[\\/]content[\\/]validators\.ts$/ }, () => ({
        contents: precompiledValidators(outdir),
        loader: 'js',
        resolveDir: fileURLToPath(new URL('../lib/content', import.meta.url)),
      }));
    },
  };
}

/**
 * JSON files (the schemas) as JSON.parse of their text: V8 reads JSON faster than the same data as
 * code, a few milliseconds of every run that checks a record.
 */
const jsonAsParsed: Plugin = {
  name: 'json-as-parsed',
  setup(build) {
    build.onLoad({ filter: /\.json$/ }, ({ path }) => ({
      contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(readFileSync(path, 'utf8'))))});`,
      loader: 'js',
    }));
  },
};

/** commander's node:child_process, loaded when it would spawn (cli/childProcessOnSpawn.ts). */
const childProcessOnSpawn: Plugin = {
  name: 'child-process-on-spawn',
  setup(build) {
    build.onResolve({ filter: /^node:child_process$/ }, ({ importer }) =>
      /node_modules[\\/]commander[\\/]/.test(importer)
        ? { path: fileURLToPath(new URL('../cli/childProcessOnSpawn.ts', import.meta.url)) }
        : undefined,
    );
  },
};

export async function buildCli(): Promise<void> {
  // Built beside, then swapped in: a rescue running meanwhile never sees half a build.
  const outdir = `${cliDist}.${process.pid}.tmp`;
  rmSync(outdir, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: { rescue: fileURLToPath(new URL('../cli/main.ts', import.meta.url)) },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // jsonc-parser's `main` is a UMD build esbuild cannot follow; its ES module build bundles.
    mainFields: ['module', 'main'],
    // Native or large packages stay in node_modules, loaded only by the commands that use them.
    external: ['sharp', 'prettier', '@inquirer/prompts', 'sanitize-html'],
    // Bundled CommonJS packages (ajv) call require() for their own and Node's modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    plugins: [validatorsPlugin(outdir), jsonAsParsed, childProcessOnSpawn],
    metafile: true,
    logLevel: 'warning',
  });
  // What the build was compiled from (its sources, lib/content, the schemas), by content hash,
  // size and modification time: cli/bin.js compares them before each run and recompiles when one
  // has changed.
  const inputs = Object.keys(metafile.inputs).filter((path) => !path.startsWith('node_modules/'));
  const sources = Object.fromEntries(
    [...inputs, 'scripts/buildCli.ts'].sort().map((path) => [path, source(path)]),
  );
  writeFileSync(join(outdir, 'sources.json'), `${JSON.stringify(sources, null, 2)}\n`);
  rmSync(cliDist, { recursive: true, force: true });
  renameSync(outdir, cliDist);
  // The site's builds check the content with the same validators, precompiled for them too.
  writePrecompiledValidators();
}

/** A source as cli/bin.js checks it: its size and modification time, else its sha256 (hex). */
function source(path: string): { size: number; mtimeMs: number; sha256: string } {
  const file = join(root, path);
  const { size, mtimeMs } = statSync(file);
  return { size, mtimeMs, sha256: createHash('sha256').update(readFileSync(file)).digest('hex') };
}

if (import.meta.url === `file://${process.argv[1]}`) await buildCli();
