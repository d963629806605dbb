import { createContext, useContext } from 'react';

/**
 * The addresses of the pages not given yet (lib/content/givenPages.ts), which +onRenderHtml.tsx
 * provides to the layout and the page. Prerendered only: a hydrating page's script has none, so
 * a part of it that hydrates must not ask.
 */
export const NotGivenContext = createContext<ReadonlySet<string>>(new Set());

/** Whether a page of the site (its English address) is worth a link: its content is given. */
export function useGiven(): (path: string) => boolean {
  const notGiven = useContext(NotGivenContext);
  return (path) => !notGiven.has(path);
}
