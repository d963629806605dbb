import { useEffect, useState } from 'react';
import { partsHydrated } from '../hydrationTurns.ts';
import { NotFound, type Refreshed } from './live.ts';

export type LiveError = 'failed' | 'not-found';

/**
 * A value that starts from the build's snapshot (or null) and refreshes in the browser.
 * `load` runs again when `key` changes or on retry; a null key loads nothing.
 */
export function useLive<T>(
  key: string | null,
  initial: T | null,
  load: () => Promise<Refreshed<T>>,
) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<LiveError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState(-1);

  useEffect(() => {
    if (key === null) return;
    // An answer for a key or attempt that has since changed is dropped.
    let current = true;
    // Drawn once every part of the page has hydrated: a part still waiting would keep its markup.
    Promise.all([load(), partsHydrated()]).then(
      ([{ value: next, partial }]) => {
        if (!current) return;
        // Unchanged since the build (the usual case): the page is not drawn again for nothing.
        setValue((shown) => (JSON.stringify(shown) === JSON.stringify(next) ? shown : next));
        setError(partial ? 'failed' : null);
        setSettled(attempt);
      },
      (reason: unknown) => {
        if (!current) return;
        setError(reason instanceof NotFound ? 'not-found' : 'failed');
        setSettled(attempt);
      },
    );
    return () => {
      current = false;
    };
    // `load` is recreated each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  return {
    value,
    error,
    loading: settled !== attempt,
    retry: () => setAttempt((previous) => previous + 1),
  };
}
