// Builds the site from content/ into dist/ and prints the bytes every page loads (bench/pageBytes.ts),
// with the JavaScript of the live listing pages beside its goal.
import { spawnSync } from 'node:child_process';
import { pageBytes } from './pageBytes.ts';
import { figure } from './figures.ts';

const build = spawnSync('npm', ['run', 'build'], { encoding: 'utf8' });
if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);

const rows = pageBytes('dist/client');
console.table(rows);
console.log(
  `${rows.filter((row) => row.jsGzip > 0).length} of ${rows.length} pages load JavaScript`,
);

/** The pages that show the listing service's animals and refresh them in the browser. */
const live = rows.filter(({ page }) =>
  /^(\/es)?\/(adopt|rescue-tails\/forever-stories|details\/[^/]+)\/index\.html$/.test(page),
);
const largest = live.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a));
figure({
  name: 'live pages: JavaScript, gzip (largest)',
  value: Math.round(largest.jsGzip / 102.4) / 10,
  unit: 'KB',
  goal: { max: 31 },
  note: `${largest.page}, ${live.length} live pages`,
});
