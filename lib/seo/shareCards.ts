import { join } from 'node:path';
import { inLanguage } from '../content/load.ts';
import type { Site } from '../content/types.generated.ts';
import { onEveryCore } from '../onEveryCore.ts';
import type { SiteInputs } from '../siteFiles.ts';
import { defaultCard, type ShareCard } from './cards.ts';
import { cardDrawer } from './drawCard.ts';

/** The share card of every page (its own, else the site's in the page's language), once each. */
export function shareCards({ content, pages }: SiteInputs): ShareCard[] {
  const cards = new Map<string, ShareCard>();
  for (const page of pages) {
    const card = page.data?.share ?? defaultCard(inLanguage(content, page.lang).site, page.lang);
    cards.set(card.path, card);
  }
  return [...cards.values()];
}

export interface ShareCardDirs {
  publicDir: string;
  clientDir: string;
  cacheDir: string;
  /** Where photos at a web address are on disk instead (the sample listing service's). */
  photoDirs: Record<string, string>;
}

/** Draws the cards into clientDir on every core, each from the cache when it was drawn before. */
export async function drawShareCards(site: Site, cards: ShareCard[], dirs: ShareCardDirs) {
  const started = performance.now();
  const drawer = cardDrawer({
    publicDir: dirs.publicDir,
    cacheDir: dirs.cacheDir,
    siteName: site.name,
    logo: site.logo,
    photoDirs: dirs.photoDirs,
  });
  let drawn = 0;
  await onEveryCore('Share cards', cards, async (card) => {
    if (await drawer.draw(card, join(dirs.clientDir, card.path))) drawn++;
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Share cards: ${cards.length} (${drawn} drawn, ${cards.length - drawn} from cache) in ${seconds} s`,
  );
}
