import type { WebHandler } from './web-handler.ts';

export interface SiteHandlers {
  /** The run-time answers by path prefix, such as `'/api/listings/': listings`. */
  routes: Record<string, WebHandler>;
  /** Everything else: the built site, dist/client (the Worker has none: it runs for /api/* only). */
  assets?: WebHandler;
}

const notFound: WebHandler = async () =>
  new Response('Not Found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** Routes a request to the handler of its path; each host then adds the site's headers. */
export function createSiteHandler({ routes, assets = notFound }: SiteHandlers): WebHandler {
  const table = Object.entries(routes);
  return (request) => {
    const { pathname } = new URL(request.url);
    const handler = table.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? assets;
    return handler(request);
  };
}
