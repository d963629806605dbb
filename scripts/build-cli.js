// Compiles the `rescue` CLI into one ES module (plus lazily loaded chunks) in cli/dist/, so a run
// starts without compiling TypeScript. Runs on `npm install` (the `prepare` script) and before tests.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const outdir = fileURLToPath(new URL('../cli/dist', import.meta.url));
rmSync(outdir, { recursive: true, force: true });
await build({
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
  external: ['sharp', 'prettier', '@inquirer/prompts'],
  // Bundled CommonJS packages (ajv) may call require() for Node's own modules.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
