import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpFetch } from '../../lib/http.ts';

const fetchSpy = vi.fn((_input: string, _init?: RequestInit) =>
  Promise.resolve(new Response('{}')),
);

beforeEach(() => {
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
  vi.stubGlobal('document', { cookie: 'theme=dark; XSRF-TOKEN=a%2Fb%3D%3D; other=1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The X-XSRF-TOKEN header of the one request made, or null. */
function sentToken(): string | null {
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  return new Headers(fetchSpy.mock.calls[0]?.[1]?.headers).get('X-XSRF-TOKEN');
}

describe('httpFetch', () => {
  it('adds the decoded XSRF-TOKEN cookie to relative state-changing requests', async () => {
    for (const method of ['POST', 'put', 'DELETE', 'PATCH']) {
      fetchSpy.mockClear();
      await httpFetch('/api/contact', { method, headers: { 'Content-Type': 'application/json' } });
      expect(sentToken(), method).toBe('a/b==');
      const headers = new Headers(fetchSpy.mock.calls[0]?.[1]?.headers);
      expect(headers.get('content-type')).toBe('application/json');
    }
    fetchSpy.mockClear();
    await httpFetch('api/contact', { method: 'POST' });
    expect(sentToken()).toBe('a/b==');
  });

  it('leaves GET and HEAD requests alone', async () => {
    const init = { method: 'HEAD' };
    await httpFetch('/api/listings/animals', init);
    expect(fetchSpy).toHaveBeenCalledWith('/api/listings/animals', init);
    expect(sentToken()).toBeNull();
    fetchSpy.mockClear();
    await httpFetch('/api/listings/animals');
    expect(sentToken()).toBeNull();
  });

  it('never sends the token to an absolute address', async () => {
    for (const url of [
      'https://elsewhere.example/x',
      'HTTP://elsewhere.example/x',
      '//elsewhere.example/x',
      '/\\elsewhere.example/x',
    ]) {
      fetchSpy.mockClear();
      await httpFetch(url, { method: 'POST' });
      expect(sentToken(), url).toBeNull();
    }
  });

  it('sends no header without the cookie, and keeps one the caller set', async () => {
    vi.stubGlobal('document', { cookie: 'theme=dark' });
    await httpFetch('/api/contact', { method: 'POST' });
    expect(sentToken()).toBeNull();

    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=from-cookie' });
    fetchSpy.mockClear();
    await httpFetch('/api/contact', { method: 'POST', headers: { 'X-XSRF-TOKEN': 'mine' } });
    expect(sentToken()).toBe('mine');
  });

  it('passes through where there is no document, as during prerendering', async () => {
    vi.stubGlobal('document', undefined);
    const response = await httpFetch('/api/contact', { method: 'POST' });
    expect(await response.json()).toEqual({});
    expect(sentToken()).toBeNull();
  });
});
