// Prints the weight of Forever Stories for a rescue with 1,000 adopted dogs, each with a photo:
// prerendered pages of 100 (what ships) against one page holding every dog with lazy images.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageFile } from '#lib/pageFile.ts';
import { jsonInScript } from '#lib/jsonInScript.ts';
import { pageStateId } from '#renderer/pageState.ts';
import { servicePageSize, storiesPageUrl } from '#lib/listings/queries.ts';
import { startSampleService } from '#lib/listings/sampleService/sampleServer.ts';
import { readSampleData, samplePhotosDir } from '#lib/listings/sampleService/data.ts';
import { realAnimal } from '../tests/listings/listingFixtures.ts';
import { launchChromium } from '../tests/support/browser.ts';
import { buildSite, serveSite } from '../tests/support/site.ts';

const adoptedCount = 1000;
// The bundled sample animals' photos and descriptions in turn; each address distinct, as real ones are.
const samples = readSampleData().animals.filter((animal) => animal.photos.length > 0);
const adopted = Array.from({ length: adoptedCount }, (_, index) => {
  const like = samples[index % samples.length]!;
  const photo = like.photos[0]!.medium + `?dog=${index}`;
  return realAnimal(index, 'adopted', {
    name: `${like.name} ${index + 1}`,
    description: like.description,
    photos: [{ small: photo, medium: photo, large: photo, full: photo }],
  });
});
const sample = await startSampleService({ animals: adopted });
const build = await buildSite({
  PETFINDER_CLIENT_ID: sample.clientId,
  PETFINDER_CLIENT_SECRET: sample.clientSecret,
  PETFINDER_BASE_URL: sample.url,
});
if (build.status !== 0) throw new Error(`vike build failed:\n${build.stderr}`);

const htmlOf = (url: string) => readFileSync(join(build.clientDir, pageFile(url)), 'utf8');
const pageCount = Math.ceil(adoptedCount / servicePageSize);
const pages = Array.from({ length: pageCount }, (_, index) => htmlOf(storiesPageUrl(index + 1)));

// The one-page variant: page 1 holding every page's cards and every page's data.
const stateScript = new RegExp(
  `<script id="${pageStateId}" type="application/json">(.*?)</script>`,
  's',
);
const cards = (html: string) => /<ul class="listing-masonry">([\s\S]*?)<\/ul>/.exec(html)![1]!;
const data = (html: string) => JSON.parse(stateScript.exec(html)![1]!);
const allData = data(pages[0]!);
allData.data.animals = pages.flatMap((html) => data(html).data.animals);
const onePage = pages[0]!
  .replace(cards(pages[0]!), () => pages.map(cards).join(''))
  .replace(
    stateScript,
    () => `<script id="${pageStateId}" type="application/json">${jsonInScript(allData)}</script>`,
  )
  .replace(/<nav class="listing-pages"[\s\S]*?<\/nav>/, '');
const onePath = '/bench-one-page';
const onePageFile = join(build.clientDir, pageFile(onePath));
mkdirSync(dirname(onePageFile), { recursive: true });
writeFileSync(onePageFile, onePage);

const { server, url: base } = await serveSite(build.clientDir, sample);
const browser = await launchChromium();

/**
 * Images the page loads before the visitor scrolls. Scripts stay on (Chromium loads lazy images
 * eagerly without them) but the live refresh is refused, so the prerendered cards stay.
 */
async function firstScreen(path: string, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 812 : 900 },
  });
  const page = await context.newPage();
  await page.route('**/api/listings/**', (route) => route.abort());
  const photos = new Set<string>();
  page.on('request', (request) => {
    if (request.url().includes('/sample-photos/')) photos.add(request.url());
  });
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  await context.close();
  const bytes = [...photos].reduce(
    (total, photo) =>
      total + statSync(join(samplePhotosDir, basename(new URL(photo).pathname))).size,
    0,
  );
  return { images: photos.size, imageKB: Math.round(bytes / 1024), elements };
}

const kb = (text: string) => Math.round(Buffer.byteLength(text) / 1024);
const gzKb = (text: string) => Math.round(gzipSync(text).length / 1024);
const rows = [];
for (const [variant, path, html] of [
  [`pages of ${servicePageSize} (page 1 of ${pageCount})`, storiesPageUrl(1), pages[0]!],
  [`one page of ${adoptedCount}`, onePath, onePage],
] as const) {
  for (const width of [375, 1280]) {
    rows.push({
      variant,
      width,
      htmlKB: kb(html),
      htmlGzipKB: gzKb(html),
      ...(await firstScreen(path, width)),
    });
  }
}
console.table(rows);
await browser.close();
server.close();
await sample.close();
