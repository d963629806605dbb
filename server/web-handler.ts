import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/** A handler in the Web-standard shape serverless platforms call. */
export type WebHandler = (request: Request) => Promise<Response>;

/** Adapts a Web-standard handler into a node:http request listener. */
export function toNodeListener(handler: WebHandler) {
  return (incoming: IncomingMessage, outgoing: ServerResponse): void => {
    respond(handler, incoming, outgoing).catch((error: unknown) => {
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
  outgoing.writeHead(response.status, [...response.headers].flat());
  if (!response.body) {
    outgoing.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream), outgoing);
}

function toRequest(incoming: IncomingMessage, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const each of [value ?? []].flat()) headers.append(name, each);
  }
  const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? 'localhost'}`);
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
