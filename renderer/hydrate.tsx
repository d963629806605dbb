import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrateInParts } from '#components/hydrationTurns.ts';
import { MessagesContext } from '#components/Messages.tsx';
import { parsedTranslator } from '#lib/messages/translator.ts';
import { pageStateId, type PageState } from './pageState.ts';

/**
 * Hydrates only the page itself (the header and footer stay static HTML), from the state the page
 * carries: a page's +client.ts calls it, so the browser loads no router or framework runtime.
 */
export function hydratePage<Props extends object>(Page: ComponentType<Props>): void {
  const root = document.getElementById('page-view');
  const state = document.getElementById(pageStateId);
  if (!root) throw new Error('Nothing to hydrate: #page-view missing');
  // A page left out until it has content (NotGivenPage) carries no state: it stays as drawn.
  if (!state?.textContent) return;
  // React's prerender writes a photo's preload link first in the page, where the page Preact
  // hydrates has none: Preact then moved every part of the page after it, which the browser laid
  // out again. In <head>, where it belongs, the photo still loads first.
  for (const link of root.querySelectorAll(':scope > link')) document.head.append(link);
  const { data, messages } = JSON.parse(state.textContent) as PageState;
  void hydrateInParts(() =>
    hydrateRoot(
      root,
      <MessagesContext value={parsedTranslator(messages)}>
        <Page {...(data as Props)} />
      </MessagesContext>,
    ),
  );
}
