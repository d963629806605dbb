// Preloaded into every Node process of a measured command (NODE_OPTIONS=--import): appends the
// process's peak resident memory in bytes to BENCH_PEAK_MEMORY when it exits.
import { appendFileSync } from 'node:fs';
import process from 'node:process';

process.on('exit', () => {
  appendFileSync(process.env.BENCH_PEAK_MEMORY, `${process.resourceUsage().maxRSS * 1024}\n`);
});
