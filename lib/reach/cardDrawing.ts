import { join } from 'node:path';
import type { Site } from '../content/types.generated.ts';
import { onEveryCore } from '../onEveryCore.ts';
import type { ShareCard } from './cards.ts';
import { cardDrawer } from './drawCard.ts';
import type { ShareCardDirs } from './shareCards.ts';

/**
 * Draws cards into clientDir as they are added (each path once), a batch at a time on every
 * core, each from the cache when it was drawn before.
 */
export function shareCardDrawing(site: Pick<Site, 'name' | 'logo'>, dirs: ShareCardDirs) {
  const started = performance.now();
  const drawer = cardDrawer({
    publicDir: dirs.publicDir,
    cacheDir: dirs.cacheDir,
    siteName: site.name,
    logo: site.logo,
    photoDirs: dirs.photoDirs,
  });
  const paths = new Set<string>();
  let waiting: ShareCard[] = [];
  let drawn = 0;
  return {
    /** Takes a card not taken before; true when it is the first of a new batch to draw. */
    add(card: ShareCard): boolean {
      if (paths.has(card.path)) return false;
      paths.add(card.path);
      return waiting.push(card) === 1;
    },
    /** Draws the cards added since the last batch. */
    async drawBatch() {
      const batch = waiting;
      waiting = [];
      await onEveryCore('Share cards', batch, async (card) => {
        if (await drawer.draw(card, join(dirs.clientDir, card.path))) drawn++;
      });
    },
    /** What the step says once the site's every card (`total`) is drawn. */
    report(total: number): string {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      return `Share cards: ${total} (${drawn} drawn, ${total - drawn} from cache) in ${seconds} s`;
    },
  };
}
