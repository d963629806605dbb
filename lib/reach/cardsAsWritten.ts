import type { ShareCard } from './cards.ts';

// Process-wide: the prerender (Vike's server bundle) and the build's plugins (the config's
// bundle) each have a copy of this module, and the plugins' listener must hear the prerender.
const shared = globalThis as { rescueCardWritten?: (card: ShareCard) => void };

/** Hands a page's card to the build as the page is written (renderer/+onPrerenderStart.ts). */
export function cardWritten(card: ShareCard) {
  shared.rescueCardWritten?.(card);
}

/** Hears each page's card as the page is written, so it is drawn beside the prerender. */
export function onCardWritten(listen: (card: ShareCard) => void) {
  shared.rescueCardWritten = listen;
}
