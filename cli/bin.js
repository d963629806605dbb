#!/usr/bin/env node
// The `rescue` command, run from its compiled form (cli/dist, built by `npm install`). When a
// source it was compiled from changed since (a `git pull` brought a new schema), it recompiles
// first, or else runs from the TypeScript source: never from stale code.
import { existsSync, readFileSync, statSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

const root = new URL('../', import.meta.url);

/** Whether this is a clone with sources whose compiled form is missing or out of date. */
function stale() {
  // An installed copy without its sources runs what it has.
  if (!existsSync(new URL('cli/main.ts', root))) return false;
  let sources;
  try {
    sources = JSON.parse(readFileSync(new URL('dist/sources.json', import.meta.url), 'utf8'));
  } catch {
    return true;
  }
  return Object.entries(sources).some(([path, source]) => {
    try {
      const file = new URL(path, root);
      // The same size and modification time read as the same bytes, as git reads its index: only
      // a file touched since is hashed, so a run usually loads no node:crypto and reads no source.
      const { size, mtimeMs } = statSync(file);
      if (size === source.size && mtimeMs === source.mtimeMs) return false;
      const { createHash } = process.getBuiltinModule('node:crypto');
      return createHash('sha256').update(readFileSync(file)).digest('hex') !== source.sha256;
    } catch {
      return true; // removed or renamed
    }
  });
}

async function load() {
  if (stale()) {
    const { tsImport } = await import('tsx/esm/api');
    try {
      await (await tsImport('../scripts/buildCli.ts', import.meta.url)).buildCli();
    } catch (error) {
      // A folder rescue may not write to: run from the source, slower but current.
      process.stderr.write(`Could not recompile rescue (${error.message}); running from source.\n`);
      return tsImport('./main.ts', import.meta.url);
    }
  }
  return import('./dist/rescue.js');
}

// Ctrl-C ends a run between two steps rather than inside one, so a change being checked removes
// its temporary folder (cli/problemsAdded.ts) first. Prompts read Ctrl-C as a key, not this signal.
process.on('SIGINT', () => process.exit(130));
// Output into a pipe whose reader has stopped (rescue remove --help | head) ends the run quietly,
// as a shell's own commands do, instead of in an unhandled EPIPE error.
process.stdout.on('error', (error) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(0);
});

let cli;
try {
  cli = await load();
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('rescue.js'))
    throw error;
  process.stderr.write(
    'rescue is not compiled yet: run `npm install` (or `npm run build:cli`) first.\n',
  );
  process.exit(1);
}
process.exitCode = await cli.main(process.argv.slice(2), cli.processIo());
