import { apiRoot, apiRoutes } from '#lib/routes.ts';

/** A handler in the Web-standard shape serverless platforms call. */
export type WebHandler = (request: Request) => Promise<Response>;

export interface SiteRoutes {
  /** The run-time answers, by their name in apiRoutes (lib/routes.ts): `{ listings, forms }`. */
  routes: Partial<Record<keyof typeof apiRoutes, WebHandler>>;
  /** Everything else: the built site, dist/client (the Worker has none: it runs for /api/* only). */
  assets?: WebHandler;
}

const notFound: WebHandler = async () =>
  new Response('Not Found\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** Routes a request to the handler of its path; each host then adds the site's headers. */
export function createSiteRoutes({ routes, assets = notFound }: SiteRoutes): WebHandler {
  const table = Object.entries(routes).map(
    ([name, handler]) => [apiRoutes[name as keyof typeof apiRoutes], handler] as const,
  );
  return (request) => {
    const { pathname } = new URL(request.url);
    const handler =
      table.find(([prefix]) => pathname.startsWith(prefix))?.[1] ??
      // As on the Worker, what the build wrote under /api/ (forms, messages) is read, never served.
      (pathname.startsWith(apiRoot) ? notFound : assets);
    return handler(request);
  };
}
