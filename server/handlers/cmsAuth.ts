// The browser editor's GitHub sign-in (Sveltia CMS's external OAuth client). Only fetch and Web
// Crypto here: this runs in the Worker too.
import { apiRoutes } from '#lib/routes.ts';
import { jsonInScript } from '#lib/jsonInScript.ts';
import { escapeXml } from '#lib/reach/xml.ts';
import { plain } from './responses.ts';

export interface CmsAuthOptions {
  /**
   * CMS_GITHUB_CLIENT_ID, CMS_GITHUB_CLIENT_SECRET and optional CMS_GITHUB_URL: the Worker's
   * secrets or process.env.
   */
  env: Record<string, string | undefined>;
  /** content/site.json siteUrl: the one origin, besides a loopback one, the token is handed to. */
  siteUrl: string;
  timeoutMs?: number;
  log?: (line: string) => void;
}

const cmsAuthPrefix = apiRoutes.cms;
const githubUrl = 'https://github.com';
/** Holds the sign-in's random state between /auth and /callback, and nothing else. */
export const stateCookie = '__Secure-cms-auth-state';
const stateMaxAgeSeconds = 600;
const requiredEnv = ['CMS_GITHUB_CLIENT_ID', 'CMS_GITHUB_CLIENT_SECRET'] as const;
/** Scopes a classic OAuth App may be asked for (a GitHub App ignores them); `repo` by default. */
const allowedScopes = new Set(['repo', 'public_repo', 'user', 'read:user', 'user:email']);
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

type Outcome = { token: string } | { error: string };

/**
 * Answers GET /api/cms/auth (sends the editor's sign-in window to GitHub with a fresh state) and
 * GET /api/cms/callback (checks the state, trades GitHub's code for a token and hands the token
 * to the editor window on the site's own origin). Nothing is stored on the server.
 */
export function createCmsAuth({
  env,
  siteUrl,
  timeoutMs = 10_000,
  log = console.error,
}: CmsAuthOptions) {
  const clientId = env.CMS_GITHUB_CLIENT_ID;
  const clientSecret = env.CMS_GITHUB_CLIENT_SECRET;
  const missing = requiredEnv.filter((name) => !env[name]);
  const github = (env.CMS_GITHUB_URL || githubUrl).replace(/\/+$/, '');
  const site = new URL(siteUrl);
  const callbackUrl = (origin: string) => `${origin}${cmsAuthPrefix}callback`;

  /** The origin that may receive the token for this request, or undefined for a stranger's. */
  function editorOrigin(url: URL): string | undefined {
    // The host alone: a TLS-terminating proxy in front of the Node host changes the scheme.
    if (url.host === site.host) return site.origin;
    // A browser only sends a loopback host to its own machine: local development.
    if (loopbackHosts.has(url.hostname)) return url.origin;
    return undefined;
  }

  function authorize(url: URL, origin: string): Response {
    const provider = url.searchParams.get('provider');
    if (provider !== 'github') {
      return page(400, origin, 'Sign-in is offered through GitHub only.');
    }
    const requested = (url.searchParams.get('scope') ?? 'repo').split(/[\s,]+/).filter(Boolean);
    if (!requested.every((scope) => allowedScopes.has(scope))) {
      return page(400, origin, 'The editor asked GitHub for an access this site does not give.');
    }
    const state = randomToken();
    const query = new URLSearchParams({
      client_id: clientId!,
      redirect_uri: callbackUrl(origin),
      scope: requested.join(',') || 'repo',
      state,
    });
    return new Response(null, {
      status: 302,
      headers: {
        Location: `${github}/login/oauth/authorize?${query}`,
        'Set-Cookie': cookie(state, stateMaxAgeSeconds),
        'Cache-Control': 'no-store',
      },
    });
  }

  async function callback(request: Request, url: URL, origin: string): Promise<Response> {
    const expected = readCookie(request.headers.get('Cookie'), stateCookie);
    const state = url.searchParams.get('state');
    if (!expected || !state || !sameSecret(state, expected)) {
      return page(
        400,
        origin,
        'This sign-in link is not the one this browser started, or it is older than 10 minutes. Close this window and sign in again.',
      );
    }
    const code = url.searchParams.get('code');
    if (!code) {
      return page(403, origin, 'GitHub did not sign you in. Close this window and try again.');
    }
    const outcome = await exchange(code, origin);
    return page('token' in outcome ? 200 : 502, origin, outcome);
  }

  /** Trades the code for a token; what went wrong is logged without the secret or the token. */
  async function exchange(code: string, origin: string): Promise<Outcome> {
    const failed = {
      error: 'GitHub did not complete the sign-in. Close this window and try again in a minute.',
    };
    try {
      const response = await fetch(`${github}/login/oauth/access_token`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          client_id: clientId!,
          client_secret: clientSecret!,
          code,
          redirect_uri: callbackUrl(origin),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.ok && typeof body.access_token === 'string' && body.access_token) {
        return { token: body.access_token };
      }
      // GitHub's error names (bad_verification_code, …) are safe to log; nothing else of the body.
      const reason =
        typeof body.error === 'string' && /^\w+$/.test(body.error) ? ` ${body.error}` : '';
      log(`cms-auth: GitHub refused the token exchange (${response.status}${reason})`);
    } catch (error) {
      log(`cms-auth: the token exchange failed: ${(error as Error).name}`);
    }
    return failed;
  }

  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const route = url.pathname.slice(cmsAuthPrefix.length);
    if (!url.pathname.startsWith(cmsAuthPrefix) || (route !== 'auth' && route !== 'callback')) {
      return plain(404, 'Not Found');
    }
    if (request.method !== 'GET') return plain(405, 'Method Not Allowed', { Allow: 'GET' });
    const origin = editorOrigin(url);
    if (!origin) {
      return plain(403, `Forbidden: sign in to the editor at ${site.origin}/admin/`);
    }
    if (missing.length > 0) {
      return page(
        503,
        origin,
        `Sign-in to the editor is not set up on this site yet: ${missing.join(' and ')} must be set (docs/technical-volunteer.md, Setting up sign-in).`,
      );
    }
    return route === 'auth' ? authorize(url, origin) : callback(request, url, origin);
  };
}

/**
 * The sign-in window's page: it tells the editor window (its opener) the outcome, posting only
 * to `origin`, after the usual handshake (`authorizing:github` both ways), and says it in words.
 */
function page(status: number, origin: string, outcome: Outcome | string): Response {
  const result = typeof outcome === 'string' ? { error: outcome } : outcome;
  const kind = 'token' in result ? 'success' : 'error';
  const message = `authorization:github:${kind}:${JSON.stringify({ provider: 'github', ...result })}`;
  const text =
    'token' in result ? 'You are signed in. This window closes by itself.' : result.error;
  const nonce = randomToken();
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign in to the editor</title>
</head>
<body>
<main>
<h1>Sign in to the editor</h1>
<p>${escapeXml(text)}</p>
</main>
<script nonce="${nonce}">
(() => {
  const origin = ${jsonInScript(origin)};
  const opener = window.opener;
  if (!opener) return;
  window.addEventListener('message', (event) => {
    if (event.source !== opener || event.origin !== origin || event.data !== 'authorizing:github') return;
    opener.postMessage(${jsonInScript(message)}, origin);
  });
  opener.postMessage('authorizing:github', origin);
})();
</script>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
      // The state is spent whatever the outcome.
      'Set-Cookie': cookie('', 0),
    },
  });
}

function cookie(value: string, maxAge: number): string {
  return `${stateCookie}=${value}; Max-Age=${maxAge}; Path=${cmsAuthPrefix.slice(0, -1)}; HttpOnly; Secure; SameSite=Lax`;
}

function readCookie(header: string | null, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [key, value] = pair.trim().split('=', 2);
    if (key === name && value) return value;
  }
  return undefined;
}

/** 32 random bytes, base64url. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** Compares in time that does not depend on where the two differ. */
function sameSecret(given: string, expected: string): boolean {
  if (given.length !== expected.length) return false;
  let difference = 0;
  for (let index = 0; index < given.length; index += 1) {
    difference |= given.charCodeAt(index) ^ expected.charCodeAt(index);
  }
  return difference === 0;
}
