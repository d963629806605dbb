import { hydrateRoot } from 'react-dom/client';
import type { OnRenderClientSync } from 'vike/types';
import { MessagesContext } from '#components/Messages.tsx';
import { parsedTranslator } from '#lib/messages/translator.ts';

/** Hydrates only the page itself: the header and footer stay static HTML. */
export const onRenderClient: OnRenderClientSync = (pageContext) => {
  const { Page, data, messages } = pageContext;
  const root = document.getElementById('page-view');
  if (!Page || !root || !messages) {
    throw new Error('Nothing to hydrate: #page-view, Page or clientMessages missing');
  }
  hydrateRoot(
    root,
    <MessagesContext value={parsedTranslator(messages)}>
      <Page {...(data as object)} />
    </MessagesContext>,
  );
};
