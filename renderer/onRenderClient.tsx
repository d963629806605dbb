import { hydrateRoot } from 'react-dom/client';
import type { OnRenderClientSync } from 'vike/types';

/** Hydrates only the page itself: the header and footer stay static HTML. */
export const onRenderClient: OnRenderClientSync = (pageContext) => {
  const { Page, data } = pageContext;
  const root = document.getElementById('page-view');
  if (!Page || !root) throw new Error('Nothing to hydrate: #page-view or Page missing');
  hydrateRoot(root, <Page {...(data as object)} />);
};
