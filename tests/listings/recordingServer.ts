import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the server does with a request: answer it, or leave it hanging forever. */
export type Answer =
  { status: number; type?: string; body: string; headers?: Record<string, string> } | 'hang';

export interface RecordingServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A throwaway HTTP server on 127.0.0.1 that records what it receives, for edge cases. */
export async function startRecordingServer(
  answer: (request: RecordedRequest) => Answer,
): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const request = {
      method: incoming.method ?? '',
      url: incoming.url ?? '',
      headers: incoming.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    requests.push(request);
    const reply = answer(request);
    if (reply === 'hang') return;
    response.writeHead(reply.status, {
      'Content-Type': reply.type ?? 'application/json',
      ...reply.headers,
    });
    response.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A token answer as the service sends it. */
export function tokenAnswer(token: string, expiresIn = 3600): Answer {
  return {
    status: 200,
    body: JSON.stringify({ token_type: 'Bearer', expires_in: expiresIn, access_token: token }),
  };
}
