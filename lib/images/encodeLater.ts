// Run by the build when RESPONSIVE_IMAGES=later (`npm start`): encodes every photo's widths and
// formats into the cache after the build has ended, so the next build publishes them.
import { encodeIntoCache } from './variants.ts';

const [mediaDir, cacheDir] = process.argv.slice(2) as [string, string];
const started = performance.now();
const { encoded } = await encodeIntoCache(mediaDir, cacheDir);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Responsive images: ${encoded} files encoded in ${seconds} s, for the next build (the pages show the photos as they are until then)`,
);
