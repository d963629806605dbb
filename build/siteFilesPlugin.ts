import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { getVikeConfig } from 'vike/plugin';
import type { Plugin } from 'vite';
import { alertDogsFiles } from '#lib/alerts/alertDogs.ts';
import { buildNow } from '#lib/content/dates.ts';
import { defaultContentDir } from '#lib/content/load.ts';
import { dogsFirstCommittedOnce, readValidContentOnce } from '#lib/content/readOnce.ts';
import { formFiles } from '#lib/forms/formFiles.ts';
import { lastCommitDates } from '#lib/git.ts';
import { headersFiles } from '#lib/headers.ts';
import { messageFiles } from '#lib/messages/messageFiles.ts';
import { bundledPhotoBaseUrl, samplePhotosDir } from '#lib/listings/sampleService/data.ts';
import { listingSnapshot } from '#lib/listings/snapshot.ts';
import { calendarFiles } from '#lib/reach/calendar.ts';
import { feedFiles } from '#lib/reach/feedFiles.ts';
import { onCardWritten } from '#lib/reach/cardsAsWritten.ts';
import { shareCards } from '#lib/reach/shareCards.ts';
import { sitemapFiles } from '#lib/reach/sitemap.ts';
import type { PrerenderedPage, SiteInputs } from '#lib/siteFiles.ts';
import { imageProcess } from './imageProcess.ts';

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
 * After Vike's prerender (which runs inside the server build): gathers what the site files are
 * made from (the content, the prerendered pages, the listing snapshot, git's dates) and writes
 * them. The pages' share cards are drawn in the build's image process (imageProcess.ts) as the
 * prerender writes their pages; this step sends the rest and waits for the last.
 */
export function siteFilesPlugin(): Plugin {
  return {
    name: 'rescue:site-files',
    apply: 'build',
    buildStart() {
      if (this.environment.name !== 'client') return;
      const { config } = this.environment;
      const root = config.root;
      const images = imageProcess(root);
      images.send({
        kind: 'cardSetup',
        site: readValidContentOnce().site,
        dirs: {
          publicDir: config.publicDir,
          clientDir: resolve(root, config.build.outDir),
          cacheDir: resolve(
            root,
            process.env.SHARE_CARD_CACHE_DIR ?? 'node_modules/.cache/share-cards',
          ),
          // Sample listings point at photos the sample service serves; the build reads them from disk.
          photoDirs: { [bundledPhotoBaseUrl]: samplePhotosDir },
        },
      });
      onCardWritten((card) => images.send({ kind: 'card', card }));
    },
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
          dogsFirstCommitted: dogsFirstCommittedOnce(),
          now: buildNow(),
        };
        for (const { path, body } of outputs.flatMap((output) => output(inputs))) {
          const file = join(clientDir, path);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, body);
        }
        const cards = shareCards(inputs);
        console.log(await imageProcess(root).ask<string>({ kind: 'allCards', cards }, true));
      },
    },
  };
}
