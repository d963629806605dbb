/** The shared handlers' plain answers: never cached, since each answers one visitor's request. */
export const noStore = { 'Cache-Control': 'no-store' };

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...noStore },
  });
}

export function plain(
  status: number,
  text: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...noStore, ...headers },
  });
}
