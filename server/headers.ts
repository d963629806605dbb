/** What the security headers allow beyond the site itself. */
export interface HeaderPolicy {
  /** Origins pages may frame: the adoption form's host. */
  frameOrigins: string[];
  /** Origins images may come from: the listing service's photo host. */
  imageOrigins: string[];
}

/** Where the listing service serves its photos (spec §7 animal photos). */
export const listingPhotoOrigins = [
  'https://dl5zpyw5k3jeb.cloudfront.net',
  'https://photos.petfinder.com',
];

/** The policy for a site whose adoption form is embedded from `adoptionFormUrl`. */
export function headerPolicy(adoptionFormUrl: string): HeaderPolicy {
  return { frameOrigins: [new URL(adoptionFormUrl).origin], imageOrigins: listingPhotoOrigins };
}

function contentSecurityPolicy({ frameOrigins, imageOrigins }: HeaderPolicy, https: boolean) {
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
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/**
 * The browser editor's own policy: its bundle from the site, GitHub's API (and avatars) for the
 * repository, and the inline styles Svelte injects; nothing else, and never framed.
 */
function adminContentSecurityPolicy(https: boolean) {
  return [
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
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

const isAdmin = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** Cache-Control for a site file: hashed build assets forever, everything else revalidated. */
export function cacheControlFor(pathname: string, contentType: string | null): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (contentType?.startsWith('text/html')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600, must-revalidate';
}

/**
 * The one definition of the response headers every answer carries, used by the Worker and by
 * `npm start`. A Cache-Control the handler chose (the listings proxy, forms) is kept, and so is
 * an API page's own Content-Security-Policy and Referrer-Policy.
 */
export function withSiteHeaders(
  request: Request,
  response: Response,
  policy: HeaderPolicy,
): Response {
  const url = new URL(request.url);
  const https = url.protocol === 'https:';
  // Responses from fetch (the Worker's assets) have immutable headers: copy before changing.
  const headers = new Headers(response.headers);
  // An API page may bring a stricter policy of its own: the editor's sign-in page does.
  const chosen = url.pathname.startsWith('/api/') ? response.headers : new Headers();
  headers.set(
    'Content-Security-Policy',
    chosen.get('Content-Security-Policy') ??
      (isAdmin(url.pathname)
        ? adminContentSecurityPolicy(https)
        : contentSecurityPolicy(policy, https)),
  );
  // The editor is for volunteers, not for search engines.
  if (isAdmin(url.pathname)) headers.set('X-Robots-Tag', 'noindex, nofollow');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('X-Frame-Options', 'DENY');
  headers.set(
    'Referrer-Policy',
    chosen.get('Referrer-Policy') ?? 'strict-origin-when-cross-origin',
  );
  headers.set(
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  );
  if (https) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  if (!url.pathname.startsWith('/api/')) {
    headers.set('Cache-Control', cacheControlFor(url.pathname, headers.get('Content-Type')));
  }
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
