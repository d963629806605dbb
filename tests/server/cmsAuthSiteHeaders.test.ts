import { describe, expect, it } from 'vitest';
import { headerPolicy } from '#lib/headers.ts';
import { withSiteHeaders } from '../../server/handlers/siteHeaders.ts';

describe('the site headers around the sign-in page', () => {
  const policy = headerPolicy('https://forms.example.org/apply');
  const own = {
    'Content-Security-Policy': "default-src 'none'; script-src 'nonce-abc'",
    'Referrer-Policy': 'no-referrer',
  };

  it('keep the sign-in page’s own stricter policy; the editor and the API get theirs from the rules', () => {
    const page = (path: string, headers: Record<string, string> = {}) =>
      withSiteHeaders(
        new URL(`https://www.example.org${path}`),
        new Response('<p>hi</p>', { headers }),
        policy,
      ).headers;
    const signIn = page('/api/cms/callback', own);
    expect(signIn.get('content-security-policy')).toBe(own['Content-Security-Policy']);
    expect(signIn.get('referrer-policy')).toBe('no-referrer');
    expect(signIn.get('x-frame-options')).toBe('DENY');
    const editor = page('/admin/');
    expect(editor.get('content-security-policy')).toContain(
      "connect-src 'self' data: blob: https://api.github.com",
    );
    expect(editor.get('content-security-policy')).not.toContain('unsafe-eval');
    expect(editor.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(editor.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const api = page('/api/listings/animals');
    expect(api.get('content-security-policy')).toContain("default-src 'self'");
    expect(api.get('content-security-policy')).not.toContain('api.github.com');
  });
});
