#!/usr/bin/env node
// The `rescue` command: runs the TypeScript sources directly through tsx.
import process from 'node:process';
import { register } from 'tsx/esm/api';

register();
const { main, processIo } = await import('./main.ts');
process.exitCode = await main(process.argv.slice(2), processIo());
