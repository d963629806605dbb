import { useEffect, useState } from 'react';
import { httpFetch } from '../../lib/http.ts';

export type LiveError = 'failed' | 'not-found';

class NotFound extends Error {}

async function load(url: string): Promise<unknown> {
  const response = await httpFetch(url, { headers: { Accept: 'application/json' } });
  if (response.status === 404) throw new NotFound(url);
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return response.json();
}

/**
 * A value that starts from the build's snapshot (or null) and refreshes from `url` in the browser.
 * `read` must be stable (module level): it picks the value out of the answer.
 */
export function useLive<T>(url: string | null, initial: T | null, read: (body: unknown) => T) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<LiveError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState(-1);

  useEffect(() => {
    if (url === null) return;
    // An answer for a URL or attempt that has since changed is dropped.
    let current = true;
    load(url).then(
      (body) => {
        if (!current) return;
        setValue(read(body));
        setError(null);
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
  }, [url, attempt, read]);

  return {
    value,
    error,
    loading: settled !== attempt,
    retry: () => setAttempt((previous) => previous + 1),
  };
}
