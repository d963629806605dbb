import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { keepQueryInLanguageLinks } from './languageLinks.ts';
import {
  queryFromState,
  stateFromQuery,
  type FilterChoice,
  type FilterState,
} from '#lib/filters/facets.ts';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    removeEventListener('popstate', listener);
  };
}

// Set in a task after the one that hydrated the page, so the listing draws its count and sorting
// there: in the same task, a second pass over every card kept a phone from answering for longer.
let pageHydrated = false;

function subscribeHydrated(listener: () => void) {
  const timer = pageHydrated
    ? undefined
    : setTimeout(() => {
        pageHydrated = true;
        listener();
      });
  return () => clearTimeout(timer);
}

/** False on the server and while hydrating, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeHydrated,
    () => pageHydrated,
    () => false,
  );
}

/**
 * The filter choice kept in the URL's query, so a filtered list can be shared and survives
 * reload and back/forward. The prerendered page (and hydration) shows no choice.
 */
export function useFilterUrl(options: FilterChoice[]): [FilterState, (state: FilterState) => void] {
  const search = useSyncExternalStore(
    subscribe,
    () => location.search,
    () => '',
  );
  const state = useMemo(() => stateFromQuery(search, options), [search, options]);
  const setState = useCallback(
    (next: FilterState) => {
      history.replaceState(
        history.state,
        '',
        `${location.pathname}${queryFromState(next, options)}${location.hash}`,
      );
      for (const listener of listeners) listener();
    },
    [options],
  );
  // The header's link to the other language keeps the choice (it is static HTML).
  useEffect(keepQueryInLanguageLinks, [search]);
  return [state, setState];
}
