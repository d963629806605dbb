#!/usr/bin/env node
// The `rescue` command, run from its compiled form (cli/dist, built by `npm install`).
import process from 'node:process';

let cli;
try {
  cli = await import('./dist/rescue.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('rescue.js'))
    throw error;
  process.stderr.write(
    'rescue is not compiled yet: run `npm install` (or `npm run build:cli`) first.\n',
  );
  process.exit(1);
}
process.exitCode = await cli.main(process.argv.slice(2), cli.processIo());
