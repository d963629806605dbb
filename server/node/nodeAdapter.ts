import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { WebHandler } from '../handlers/siteRoutes.ts';

export interface NodeListenerOptions {
  /**
   * Behind a reverse proxy (TRUST_PROXY=1): the visitor's address is the last one in
   * X-Forwarded-For and the scheme is X-Forwarded-Proto's, as the proxy sets them.
   */
  trustProxy?: boolean;
  /** Adds headers to every answer, the host's own refusals and errors too. */
  finish?: (url: URL, response: Response) => Response;
}

/** The methods handlers are asked about; anything else is refused here with 405. */
const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

/** Adapts a Web-standard handler into a node:http request listener. */
export function toNodeListener(handler: WebHandler, options: NodeListenerOptions = {}) {
  return (incoming: IncomingMessage, outgoing: ServerResponse): void => {
    respond(handler, incoming, outgoing, options).catch((error: unknown) => {
      // A visitor who leaves mid-answer is not an error of ours.
      if (outgoing.destroyed || incoming.destroyed) return;
      console.error(error);
      outgoing.destroy();
    });
  };
}

async function respond(
  handler: WebHandler,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  { trustProxy = false, finish = (_url, response) => response }: NodeListenerOptions,
): Promise<void> {
  // Lets the handler stop upstream work when the visitor goes away.
  const controller = new AbortController();
  outgoing.once('close', () => controller.abort());
  const https = trustProxy
    ? lastValue(incoming.headers['x-forwarded-proto'])?.toLowerCase() === 'https'
    : 'encrypted' in incoming.socket;
  const scheme = https ? 'https' : 'http';
  const url = requestUrl(incoming, scheme);
  let response: Response;
  if (!url) response = refusal(400, 'Bad Request');
  else if (!methods.has(incoming.method ?? '')) {
    response = refusal(405, 'Method Not Allowed', { Allow: 'GET, HEAD, POST' });
  } else {
    const address = trustProxy
      ? lastValue(incoming.headers['x-forwarded-for'])
      : incoming.socket.remoteAddress;
    try {
      response = await handler(toRequest(incoming, url, address ?? '', controller.signal));
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error(error);
      response = refusal(500, 'Internal Server Error');
    }
  }
  // A refused address has no path of its own: the site root's headers serve.
  response = finish(url ?? new URL(`${scheme}://invalid/`), response);
  await send(incoming, outgoing, response);
}

/**
 * Answers what Node's parser refuses before any handler sees it (an unknown method, a broken
 * header) with the given headers, rather than Node's bare 400.
 */
export function answerMalformed(server: Server, headers: Headers): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return;
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : '400 Bad Request';
    const lines = [...headers].map(([name, value]) => `${name}: ${value}`);
    socket.end(
      [
        `HTTP/1.1 ${status}`,
        ...lines,
        'Content-Type: text/plain; charset=utf-8',
        'Content-Length: 0',
        'Connection: close',
        '',
        '',
      ].join('\r\n'),
    );
  });
}

/** The last of a header's comma-separated values: the one the nearest proxy added. */
function lastValue(header: string | string[] | undefined): string | undefined {
  return [header ?? []].flat().join(',').split(',').at(-1)?.trim() || undefined;
}

/** The request's URL, or undefined for a path or Host no browser sends. */
function requestUrl(incoming: IncomingMessage, scheme: string): URL | undefined {
  const path = incoming.url ?? '/';
  const host = incoming.headers.host ?? 'localhost';
  if (!path.startsWith('/') || !validHost.test(host)) return undefined;
  try {
    return new URL(`${scheme}://${host}${path}`);
  } catch {
    return undefined;
  }
}

// A name or IPv4 address, or an IPv6 one in brackets, and a port: nothing that could add a path.
const validHost = /^([a-z\d-]+(\.[a-z\d-]+)*\.?|\[[\da-f:.]+\])(:\d{1,5})?$/i;

function refusal(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

async function send(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  response: Response,
): Promise<void> {
  const encoding = response.body ? encodingFor(incoming, response.headers) : undefined;
  const headers = new Headers(response.headers);
  if (encoding) {
    headers.delete('Content-Length');
    headers.set('Content-Encoding', encoding);
    headers.append('Vary', 'Accept-Encoding');
  }
  outgoing.writeHead(response.status, [...headers].flat());
  if (!response.body || incoming.method === 'HEAD') {
    await response.body?.cancel();
    outgoing.end();
    return;
  }
  const body = Readable.fromWeb(response.body as NodeReadableStream);
  if (encoding) await pipeline(body, compressor(encoding), outgoing);
  else await pipeline(body, outgoing);
}

const compressible =
  /^(text\/|application\/(json|problem\+json|xml|atom\+xml|rss\+xml|manifest\+json)|image\/svg)/;

/** br or gzip when the browser takes it and the body is text; images are compressed already. */
function encodingFor(incoming: IncomingMessage, headers: Headers): 'br' | 'gzip' | undefined {
  if (headers.has('Content-Encoding') || !compressible.test(headers.get('Content-Type') ?? '')) {
    return undefined;
  }
  const accepted = String(incoming.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

function compressor(encoding: 'br' | 'gzip') {
  // Quality 5 compresses nearly as well as 11 at a fraction of the time, per request.
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip();
}

function toRequest(
  incoming: IncomingMessage,
  url: URL,
  address: string,
  signal: AbortSignal,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const each of [value ?? []].flat()) headers.append(name, each);
  }
  // The visitor's address, where Cloudflare puts it, so handlers read it the same way on both
  // hosts; whatever the visitor sent in that header is replaced.
  headers.set('cf-connecting-ip', address);
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
  // Node's fetch needs duplex to stream a request body; the DOM typings do not know it yet.
  const init: RequestInit & { duplex: 'half' } = {
    method: incoming.method,
    headers,
    body: hasBody ? (Readable.toWeb(incoming) as ReadableStream) : undefined,
    duplex: 'half',
    signal,
  };
  return new Request(url, init);
}
