import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stateCookie } from '../../server/handlers/cmsAuth.ts';
import { closeContexts, sharedChromium } from '../support/browser.ts';
import type { RecordingServer } from '../listings/recordingServer.ts';
import {
  clientId,
  clientSecret,
  getWithHost,
  siteUrl,
  startGitHub,
  startNodeHost,
  startWorkerHost,
  token,
  tokenRequests,
  type Host,
} from './cmsAuthHosts.ts';

describe.each([
  { name: 'npm start (Node)', start: startNodeHost },
  { name: 'the Worker (workerd, wrangler dev)', start: startWorkerHost },
])('editor sign-in through $name', ({ start }) => {
  let github: RecordingServer;
  let host: Host;
  let unconfigured: Host;
  /** Headers and bodies of every answer, checked for the secret at the end. */
  const seen: string[] = [];

  beforeAll(async () => {
    github = await startGitHub();
    [host, unconfigured] = await Promise.all([
      start({
        CMS_GITHUB_CLIENT_ID: clientId,
        CMS_GITHUB_CLIENT_SECRET: clientSecret,
        CMS_GITHUB_URL: github.url,
      }),
      start({ CMS_GITHUB_URL: github.url }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([host?.stop(), unconfigured?.stop()]);
    await github?.close();
  });

  async function get(path: string, init: RequestInit = {}, base = host.url) {
    const response = await fetch(`${base}${path}`, { redirect: 'manual', ...init });
    const text = await response.text();
    seen.push(`${[...response.headers].join('\n')}\n${text}`);
    return { response, text };
  }

  /** Starts a sign-in: its state and the cookie that carries it. */
  async function begin() {
    const { response } = await get('/api/cms/auth?provider=github&site_id=example&scope=repo');
    const location = new URL(response.headers.get('location')!);
    const state = location.searchParams.get('state')!;
    return { state, cookie: `${stateCookie}=${state}` };
  }

  it('sends /api/cms/auth to GitHub with the client id, a fresh state and the callback, in a short-lived cookie', async () => {
    const { response } = await get(
      '/api/cms/auth?provider=github&site_id=example.org&scope=repo,user',
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    const params = Object.fromEntries(location.searchParams);
    expect(params).toMatchObject({
      client_id: clientId,
      redirect_uri: `${host.url}/api/cms/callback`,
      scope: 'repo,user',
    });
    expect(params.state).toMatch(/^[\w-]{43}$/);
    expect(response.headers.get('set-cookie')).toBe(
      `${stateCookie}=${params.state}; Max-Age=600; Path=/api/cms; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const again = await begin();
    expect(again.state).not.toBe(params.state);
  });

  it('refuses other providers, unknown scopes and other methods', async () => {
    const before = github.requests.length;
    expect((await get('/api/cms/auth?provider=gitlab')).response.status).toBe(400);
    expect((await get('/api/cms/auth?provider=github&scope=admin:org')).response.status).toBe(400);
    const posted = await get('/api/cms/auth?provider=github', { method: 'POST' });
    expect(posted.response.status).toBe(405);
    expect(posted.response.headers.get('allow')).toBe('GET');
    expect((await get('/api/cms/elsewhere')).response.status).toBe(404);
    expect(github.requests.length).toBe(before);
  });

  it('refuses a callback whose state is wrong or missing, and asks GitHub for nothing', async () => {
    const { state, cookie } = await begin();
    const before = tokenRequests(github).length;
    const attempts = [
      { path: `/api/cms/callback?code=code-ok&state=${state.slice(0, -1)}x`, cookie },
      { path: '/api/cms/callback?code=code-ok', cookie },
      { path: `/api/cms/callback?code=code-ok&state=${state}`, cookie: '' },
      { path: `/api/cms/callback?code=code-ok&state=${state}`, cookie: `${stateCookie}=other` },
    ];
    for (const attempt of attempts) {
      const { response, text } = await get(attempt.path, { headers: { Cookie: attempt.cookie } });
      expect(response.status, attempt.path).toBe(400);
      expect(text).toContain('not the one this browser started');
      expect(text).not.toContain(token);
      expect(response.headers.get('set-cookie')).toMatch(
        new RegExp(`^${stateCookie}=; Max-Age=0;`),
      );
    }
    expect(tokenRequests(github).length).toBe(before);
  });

  it('trades the code for a token and hands it to the site’s own origin only', async () => {
    const { state, cookie } = await begin();
    const { response, text } = await get(`/api/cms/callback?code=code-ok&state=${state}`, {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(200);
    const exchange = tokenRequests(github).at(-1)!;
    expect(exchange.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(exchange.body))).toEqual({
      client_id: clientId,
      client_secret: clientSecret,
      code: 'code-ok',
      redirect_uri: `${host.url}/api/cms/callback`,
    });
    const headers = response.headers;
    expect(headers.get('cache-control')).toBe('no-store');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('set-cookie')).toMatch(new RegExp(`^${stateCookie}=; Max-Age=0;`));
    const csp = headers.get('content-security-policy')!;
    const nonce = /script-src 'nonce-([\w-]+)'/.exec(csp)![1];
    expect(csp).toBe(
      `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    const scripts = [...text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(scripts[0]![1]).toBe(` nonce="${nonce}"`);
    const script = scripts[0]![2]!;
    const message = `authorization:github:success:${JSON.stringify({ provider: 'github', token })}`;
    expect(script).toContain(`const origin = ${JSON.stringify(host.url)};`);
    expect(script).toContain(`opener.postMessage(${JSON.stringify(message)}, origin);`);
    expect(script).toContain(`opener.postMessage('authorizing:github', origin);`);
    expect(script).not.toContain("'*'");
    // The token appears in the script alone, not in the page's words.
    expect(text.split(token)).toHaveLength(2);
    // Spent: the same state cannot be used twice once the browser dropped the cookie.
    const replay = await get(`/api/cms/callback?code=code-ok&state=${state}`);
    expect(replay.response.status).toBe(400);
  });

  it('reports a refused or failed token exchange generically', async () => {
    for (const code of ['code-bad', 'code-down']) {
      const { state, cookie } = await begin();
      const { response, text } = await get(`/api/cms/callback?code=${code}&state=${state}`, {
        headers: { Cookie: cookie },
      });
      expect(response.status, code).toBe(502);
      expect(text).toContain('GitHub did not complete the sign-in');
      expect(text).toContain('authorization:github:error:');
      expect(text).not.toContain('bad_verification_code');
      expect(text).not.toContain('oops');
    }
    // wrangler passes the Worker's log lines on a moment after the answer.
    await expect
      .poll(() => host.output())
      .toContain('cms-auth: GitHub refused the token exchange (200 bad_verification_code)');
    await expect
      .poll(() => host.output())
      .toContain('cms-auth: GitHub refused the token exchange (500)');
  });

  it('hands the token to siteUrl’s origin on the site’s address, and to no other address', async () => {
    const siteHost = new URL(siteUrl).host;
    const auth = await getWithHost(`${host.url}/api/cms/auth?provider=github`, siteHost);
    seen.push(JSON.stringify(auth));
    expect(auth.status).toBe(302);
    const location = new URL(auth.headers.location!);
    expect(location.searchParams.get('redirect_uri')).toBe(`${siteUrl}/api/cms/callback`);
    const state = location.searchParams.get('state')!;
    const back = await getWithHost(
      `${host.url}/api/cms/callback?code=code-ok&state=${state}`,
      siteHost,
      `${stateCookie}=${state}`,
    );
    seen.push(JSON.stringify(back));
    expect(back.status).toBe(200);
    expect(back.body).toContain(`const origin = ${JSON.stringify(siteUrl)};`);
    expect(back.body).toContain(token);

    const before = github.requests.length;
    for (const path of [
      '/api/cms/auth?provider=github',
      `/api/cms/callback?code=code-ok&state=${state}`,
    ]) {
      const stranger = await getWithHost(
        `${host.url}${path}`,
        'evil.example',
        `${stateCookie}=${state}`,
      );
      seen.push(JSON.stringify(stranger));
      expect(stranger.status, path).toBe(403);
      expect(stranger.body).toContain(`sign in to the editor at ${siteUrl}/admin/`);
      expect(stranger.headers['set-cookie']).toBeUndefined();
    }
    expect(github.requests.length).toBe(before);
  });

  it('says sign-in is not set up (503), naming the settings, when they are missing', async () => {
    for (const path of ['/api/cms/auth?provider=github', '/api/cms/callback?code=x&state=y']) {
      const { response, text } = await get(path, {}, unconfigured.url);
      expect(response.status, path).toBe(503);
      expect(response.headers.get('location')).toBeNull();
      expect(text).toContain(
        'Sign-in to the editor is not set up on this site yet: CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET must be set',
      );
    }
  });

  describe('in Chromium', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await sharedChromium();
    });
    afterAll(async () => browser && closeContexts(browser));

    /**
     * Opens the sign-in window from a page at `openerUrl` that answers the handshake as the
     * editor does, and resolves when the window reached the callback page.
     */
    async function signInFrom(openerUrl: string) {
      const context = await browser.newContext();
      const opener = await context.newPage();
      await opener.goto(openerUrl);
      await opener.evaluate(() => {
        const seenMessages: { data: unknown; origin: string }[] = [];
        Object.assign(window, { seenMessages });
        window.addEventListener('message', (event) => {
          seenMessages.push({ data: event.data, origin: event.origin });
          if (event.data === 'authorizing:github') {
            (event.source as Window).postMessage(event.data, event.origin);
          }
        });
      });
      const [popup] = await Promise.all([
        context.waitForEvent('page'),
        opener.evaluate(
          (url) => window.open(url, 'auth', 'width=600,height=800'),
          `${host.url}/api/cms/auth?provider=github&site_id=localhost&scope=repo,user`,
        ),
      ]);
      await popup.waitForURL(/\/api\/cms\/callback\?/);
      return { context, opener, popup };
    }

    const messages = (page: Page) =>
      page.evaluate(
        () =>
          (window as unknown as { seenMessages: { data: string; origin: string }[] }).seenMessages,
      );

    it('posts the token to the editor page on the site’s origin', async () => {
      const { context, opener } = await signInFrom(`${host.url}/`);
      await opener.waitForFunction(() =>
        (window as unknown as { seenMessages: { data: string }[] }).seenMessages.some((message) =>
          message.data.startsWith('authorization:'),
        ),
      );
      expect(await messages(opener)).toEqual([
        { data: 'authorizing:github', origin: host.url },
        {
          data: `authorization:github:success:${JSON.stringify({ provider: 'github', token })}`,
          origin: host.url,
        },
      ]);
      await context.close();
    });

    it('posts nothing to a page of another origin that opened the sign-in window', async () => {
      const exchanges = tokenRequests(github).length;
      const { context, opener, popup } = await signInFrom(`${github.url}/elsewhere`);
      await popup.waitForLoadState('load');
      expect(tokenRequests(github).length).toBe(exchanges + 1);
      // Messages from one window arrive in order: once this one is in, the page's would be too.
      await popup.evaluate(() => window.opener.postMessage('last', '*'));
      await opener.waitForFunction(
        () => (window as unknown as { seenMessages: { data: string }[] }).seenMessages.length > 0,
      );
      expect(await messages(opener)).toEqual([{ data: 'last', origin: host.url }]);
      await context.close();
    });
  });

  it('never shows the client secret in an answer or a log line', () => {
    expect(seen.length).toBeGreaterThan(20);
    const everything = `${seen.join('\n')}\n${host.output()}\n${unconfigured.output()}`;
    expect(everything).not.toContain(clientSecret);
    expect(`${host.output()}\n${unconfigured.output()}`).not.toContain(token);
  });
});
