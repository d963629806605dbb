import { headerRules, headersFor, type HeaderPolicy } from '#lib/headers.ts';

/**
 * The response with the site's headers for its path; a header the handler set itself (the
 * listings proxy's and the forms' Cache-Control) is kept.
 */
export function withSiteHeaders(url: URL, response: Response, policy: HeaderPolicy): Response {
  const headers = headersFor(headerRules(policy, url.protocol === 'https:'), url.pathname);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') headers.append(name, value);
    else headers.set(name, value);
  }
  // Responses from fetch have immutable headers: a new response carries the new ones.
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
