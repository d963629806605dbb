import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { getVikeConfig } from 'vike/plugin';
import type { Plugin } from 'vite';
import { alertDogsFiles } from '../alerts/alertDogs.ts';
import { buildNow } from '../content/dates.ts';
import { defaultContentDir } from '../content/load.ts';
import type { Site } from '../content/types.generated.ts';
import { readValidContentOnce } from '../content/readOnce.ts';
import { formFiles } from '../forms/formFiles.ts';
import { firstCommitTimes, lastCommitDates } from '../git.ts';
import { headersFiles } from '../headers.ts';
import { messageFiles } from '../messages/messageFiles.ts';
import { bundledPhotoBaseUrl, samplePhotosDir } from '../listings/sampleService/data.ts';
import { listingSnapshot } from '../listings/snapshot.ts';
import { calendarFiles } from '../seo/calendar.ts';
import { feedFiles } from '../seo/feedFiles.ts';
import type { ShareCard } from '../seo/cards.ts';
import { drawShareCards, shareCards, type ShareCardDirs } from '../seo/shareCards.ts';
import { sitemapFiles } from '../seo/sitemap.ts';
import type { PrerenderedPage, SiteInputs } from '../siteFiles.ts';
import { runAfterBuild } from './runAfterBuild.ts';

/** Each file the build writes beside the pages comes from one of these (lib/siteFiles.ts). */
const outputs = [
  sitemapFiles,
  feedFiles,
  calendarFiles,
  alertDogsFiles,
  headersFiles,
  formFiles,
  messageFiles,
];

/**
 * Draws the cards in a process of its own that outlives the build: `npm start` serves the pages
 * while their cards are drawn (a page's card answers 404 until then).
 */
function drawLater(site: Site, cards: ShareCard[], dirs: ShareCardDirs, root: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'share-cards-')), 'cards.json');
  writeFileSync(file, JSON.stringify({ site, cards, dirs }));
  runAfterBuild(new URL('../seo/drawLater.ts', import.meta.url), [file], root);
}

/**
 * After Vike's prerender (which runs inside the server build): gathers what the site files are
 * made from (the content, the prerendered pages, the listing snapshot, git's dates), writes them, then draws the
 * pages' share cards (with SHARE_CARDS=later, behind the served site).
 */
export function siteFilesPlugin(): Plugin {
  return {
    name: 'rescue:site-files',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const { prerenderContext } = getVikeConfig(builder.config);
        if (!prerenderContext) return;
        const root = builder.config.root;
        const clientDir = resolve(root, builder.environments.client!.config.build.outDir);
        const inputs: SiteInputs = {
          content: readValidContentOnce(),
          pages: (prerenderContext.pageContexts as unknown as PrerenderedPage[]).filter(
            (page) => !page.is404,
          ),
          listings: await listingSnapshot(),
          lastCommits: lastCommitDates(defaultContentDir),
          dogsFirstCommitted: firstCommitTimes(join(defaultContentDir, 'dogs')),
          now: buildNow(),
        };
        for (const { path, body } of outputs.flatMap((output) => output(inputs))) {
          const file = join(clientDir, path);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, body);
        }
        const cards = shareCards(inputs);
        const dirs: ShareCardDirs = {
          publicDir: builder.config.publicDir,
          clientDir,
          cacheDir: resolve(
            root,
            process.env.SHARE_CARD_CACHE_DIR ?? 'node_modules/.cache/share-cards',
          ),
          // Sample listings point at photos the sample service serves; the build reads them from disk.
          photoDirs: { [bundledPhotoBaseUrl]: samplePhotosDir },
        };
        if (process.env.SHARE_CARDS === 'later') drawLater(inputs.content.site, cards, dirs, root);
        else await drawShareCards(inputs.content.site, cards, dirs);
      },
    },
  };
}
