import { createReadStream, realpathSync, statSync, type Stats } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { WebHandler } from '../handlers/siteRoutes.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.atom': 'application/atom+xml; charset=utf-8',
  '.rss': 'application/rss+xml; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The file a URL path maps to, as static hosts do: `/about` → `about/index.html` or `about.html`. */
function fileFor(root: string, pathname: string): { path: string; stats: Stats } | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const path = normalize(join(root, decoded));
  if (!inside(root, path)) return undefined;
  // Cloudflare's header rules, not a page: Cloudflare does not serve it either.
  if (path === join(root, '_headers')) return undefined;
  for (const candidate of [path, join(path, 'index.html'), `${path}.html`]) {
    try {
      const stats = statSync(candidate);
      // A link inside the site folder that leads out of it is not part of the site.
      if (stats.isFile() && inside(root, realpathSync(candidate)))
        return { path: candidate, stats };
    } catch {
      // Not this one; try the next form.
    }
  }
  return undefined;
}

function inside(root: string, path: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

/**
 * The 404.html nearest an unknown path, as Cloudflare's assets find it: `/es/nothing` gets
 * es/404.html (the Spanish one), `/nothing` the site's 404.html.
 */
function nearestNotFound(root: string, pathname: string) {
  const folders = pathname.split('/').filter(Boolean).slice(0, -1);
  for (let depth = folders.length; depth >= 0; depth--) {
    const file = fileFor(root, `/${[...folders.slice(0, depth), '404.html'].join('/')}`);
    if (file) return file;
  }
  return undefined;
}

/**
 * A plain static file server over `root`, answering unknown paths with the nearest 404.html and
 * repeated requests with 304 when the file has not changed.
 */
export function staticFiles(folder: string): WebHandler {
  // Real paths are compared with the folder's real path, so a link out of it is never followed.
  let root = resolve(folder);
  try {
    root = realpathSync(root);
  } catch {
    // Not built yet: every request is answered 404.
  }
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    const { pathname, search } = new URL(request.url);
    // `/about/` → `/about`, as the Worker's assets answer: one address per page, the one links use.
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const target = `/${pathname.replace(/^\/+|\/+$/g, '')}`;
      if (fileFor(root, target)) {
        return new Response(null, { status: 307, headers: { Location: `${target}${search}` } });
      }
    }
    const found = fileFor(root, pathname);
    const file = found ?? nearestNotFound(root, pathname);
    if (!file) return new Response('Not Found', { status: 404 });
    const etag = `W/"${file.stats.size.toString(16)}-${file.stats.mtimeMs.toString(16)}"`;
    const headers = {
      'Content-Type': contentTypes[extname(file.path)] ?? 'application/octet-stream',
      'Content-Length': String(file.stats.size),
      ETag: etag,
    };
    if (found && request.headers.get('if-none-match') === etag) {
      return new Response(null, { status: 304, headers: { ETag: etag } });
    }
    const body =
      request.method === 'HEAD'
        ? null
        : (Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>);
    return new Response(body, { status: found ? 200 : 404, headers });
  };
}
