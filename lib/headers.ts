import type { SiteFile, SiteInputs } from './siteFiles.ts';

/** What the security headers allow beyond the site itself. */
export interface HeaderPolicy {
  /** Origins pages may frame: the adoption form's host. */
  frameOrigins: string[];
  /** Origins images may come from: the listing service's photo host. */
  imageOrigins: string[];
}

/** Where the listing service serves its photos (spec §7 animal photos). */
const listingPhotoOrigins = [
  'https://dl5zpyw5k3jeb.cloudfront.net',
  'https://photos.petfinder.com',
];

/** The policy for a site whose adoption form is embedded from `adoptionFormUrl` (no frames without one). */
export function headerPolicy(adoptionFormUrl: string | undefined): HeaderPolicy {
  const frameOrigins = adoptionFormUrl ? [new URL(adoptionFormUrl).origin] : [];
  return { frameOrigins, imageOrigins: listingPhotoOrigins };
}

/** Response headers for the paths `path` matches. */
export interface HeaderRule {
  /** As in `_headers`: an exact path, or a prefix ending in `*` such as `/assets/*`. */
  path: string;
  headers: Record<string, string>;
}

function contentSecurityPolicy({ frameOrigins, imageOrigins }: HeaderPolicy) {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Inline style attributes only (React's style prop); no inline script anywhere.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${imageOrigins.join(' ')}`,
    "connect-src 'self'",
    `frame-src ${frameOrigins.join(' ') || "'none'"}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The browser editor's own policy: its bundle from the site, GitHub's API (and avatars) for the
 * repository, and the inline styles Svelte injects; nothing else, and never framed.
 */
const adminContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' data: blob: https://api.github.com",
  "media-src 'self' blob:",
  "worker-src 'self' blob:",
  "frame-src 'self' blob:",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

const adminHeaders = {
  'Content-Security-Policy': adminContentSecurityPolicy,
  // The editor is for volunteers, not for search engines.
  'X-Robots-Tag': 'noindex, nofollow',
};

/**
 * The one definition of the site's response headers, in order: where rules overlap, a later
 * rule's header replaces an earlier one's. `_headers` (Cloudflare), `npm start` and the Worker use it;
 * `https` says whether the answer goes out over https (HSTS means nothing over http).
 */
export function headerRules(policy: HeaderPolicy, https: boolean): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(policy),
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy':
          'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
        ...(https && {
          'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
        }),
        // Pages, photos and feeds keep their address when they change: always revalidated.
        'Cache-Control': 'public, max-age=0, must-revalidate',
      },
    },
    // Build assets are named by their content hash.
    { path: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    // The browser editor (build/admin.ts): `/admin` on npm start, `/admin/` on Cloudflare.
    { path: '/admin', headers: adminHeaders },
    { path: '/admin/*', headers: adminHeaders },
  ];
}

function matches(pattern: string, pathname: string): boolean {
  return pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern;
}

/** The headers the rules give `pathname`. */
export function headersFor(rules: HeaderRule[], pathname: string): Headers {
  const headers = new Headers();
  for (const rule of rules) {
    if (!matches(rule.path, pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) headers.set(name, value);
  }
  return headers;
}

/**
 * The rules as a Cloudflare `_headers` file. Cloudflare joins a header set by two matching rules,
 * so a rule first removes (`! Name`) what it replaces.
 */
export function headersFileText(rules: HeaderRule[]): string {
  const blocks = rules.map((rule, index) => {
    const earlier = new Set(rules.slice(0, index).flatMap((each) => Object.keys(each.headers)));
    const lines = Object.entries(rule.headers).flatMap(([name, value]) => [
      ...(earlier.has(name) ? [`  ! ${name}`] : []),
      `  ${name}: ${value}`,
    ]);
    return [rule.path, ...lines].join('\n');
  });
  return `${blocks.join('\n')}\n`;
}

/** dist/client/_headers: Cloudflare's asset layer sends the site's headers without running the Worker. */
export function headersFiles({ content: { site } }: SiteInputs): SiteFile[] {
  const rules = headerRules(
    headerPolicy(site.forms?.adoptionApplicationEmbed),
    new URL(site.siteUrl).protocol === 'https:',
  );
  return [{ path: '/_headers', body: headersFileText(rules) }];
}
