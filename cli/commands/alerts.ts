import { apiRoutes } from '#lib/routes.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from '../context.ts';
import { CliError } from '../errors.ts';

export interface AlertsRequest {
  /** The site's address; siteUrl of content/site.json unless given. */
  site?: string;
  /** Sends a test alert to this address instead of listing the counts. */
  test?: string;
  /** ALERTS_RUN_TOKEN, as the site has it. */
  token: string | undefined;
}

/**
 * `rescue alerts`: how many subscriptions exist per search (counts only, never addresses), or a
 * test alert to one address, asked of the running site (npm start or the Worker) with its token.
 */
export async function alerts(ctx: Context, request: AlertsRequest): Promise<void> {
  if (!request.token) {
    throw new CliError('ALERTS_RUN_TOKEN must be set: the same token the site was given.');
  }
  const site = request.site ?? siteUrlOf(ctx);
  const call = async (path: string, init: RequestInit = {}) => {
    let response: Response;
    try {
      response = await fetch(new URL(path, site), {
        ...init,
        headers: { ...init.headers, Authorization: `Bearer ${request.token}` },
        signal: AbortSignal.timeout(60_000),
      });
    } catch (error) {
      throw new CliError(`Could not reach ${site}: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (response.status === 401) {
      throw new CliError(`${site} refused the token: is ALERTS_RUN_TOKEN the site's?`);
    }
    if (!response.ok) throw new CliError(`${site} answered ${response.status}: ${text.trim()}`);
    return JSON.parse(text) as unknown;
  };
  if (request.test) {
    const { dogs } = (await call(`${apiRoutes.alerts}test`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: request.test }),
    })) as { dogs: number };
    ctx.out(`Sent a test alert with ${dogs} dog(s) to ${request.test}.`);
    return;
  }
  const { counts } = (await call(`${apiRoutes.alerts}counts`)) as {
    counts: { filters: string; count: number }[];
  };
  if (counts.length === 0) {
    ctx.out('No one has confirmed an alert yet.');
    return;
  }
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  for (const { filters, count } of [...counts].sort((a, b) => b.count - a.count)) {
    ctx.out(`${String(count).padStart(6)}  ${filters}`);
  }
  ctx.out(`${String(total).padStart(6)}  in all`);
}

function siteUrlOf(ctx: Context): string {
  const file = join(ctx.contentDir, 'site.json');
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { siteUrl: string }).siteUrl;
  } catch (error) {
    throw new CliError(
      `Could not read siteUrl from ${file}: ${(error as Error).message}; give --site`,
    );
  }
}
