/** The anti-forgery cookie the server sets, and the header it expects back (spec §7). */
const xsrfCookie = 'XSRF-TOKEN';
const xsrfHeader = 'X-XSRF-TOKEN';

/** fetch for browser code: our own state-changing requests carry the anti-forgery token. */
export function httpFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const method = (init.method ?? 'GET').toUpperCase();
  const isReadOnly = method === 'GET' || method === 'HEAD';
  const token = isReadOnly || isAbsolute(input) ? undefined : readCookie(xsrfCookie);
  const headers = new Headers(init.headers);
  if (!token || headers.has(xsrfHeader)) return fetch(input, init);
  headers.set(xsrfHeader, token);
  return fetch(input, { ...init, headers });
}

// Browsers read '//host' and '/\host' as other origins, which must never see the token.
function isAbsolute(url: string): boolean {
  return /^([a-z][a-z\d+.-]*:|[/\\]{2})/i.test(url);
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
