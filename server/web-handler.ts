import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** A handler in the Web-standard shape serverless platforms call. */
export type WebHandler = (request: Request) => Promise<Response>;

/** Adapts a Web-standard handler into a node:http request listener. */
export function toNodeListener(handler: WebHandler) {
  return (incoming: IncomingMessage, outgoing: ServerResponse): void => {
    respond(handler, incoming, outgoing).catch((error: unknown) => {
      // A visitor who leaves mid-answer is not an error of ours.
      if (outgoing.destroyed || incoming.destroyed) return;
      console.error(error);
      if (outgoing.headersSent) {
        outgoing.destroy();
        return;
      }
      outgoing.writeHead(500, { 'Content-Type': 'text/plain' });
      outgoing.end('Internal Server Error');
    });
  };
}

async function respond(
  handler: WebHandler,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): Promise<void> {
  // Lets the handler stop upstream work when the visitor goes away.
  const controller = new AbortController();
  outgoing.once('close', () => controller.abort());
  const response = await handler(toRequest(incoming, controller.signal));
  const encoding = response.body ? encodingFor(incoming, response.headers) : undefined;
  if (encoding) {
    response.headers.delete('Content-Length');
    response.headers.set('Content-Encoding', encoding);
    response.headers.append('Vary', 'Accept-Encoding');
  }
  outgoing.writeHead(response.status, [...response.headers].flat());
  if (!response.body) {
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

function toRequest(incoming: IncomingMessage, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const each of [value ?? []].flat()) headers.append(name, each);
  }
  const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? 'localhost'}`);
  // The visitor's address, where Cloudflare puts it, so handlers read it the same way on both
  // hosts; whatever the visitor sent in that header is replaced.
  headers.set('cf-connecting-ip', incoming.socket.remoteAddress ?? '');
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
