import { inLanguage } from '../content/load.ts';
import type { SiteInputs } from '../siteFiles.ts';
import { defaultCard, type ShareCard } from './cards.ts';

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
