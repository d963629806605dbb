import { spawn } from 'node:child_process';
import { sampleContent } from './sampleContent.ts';
import { shellEnv } from './shellEnv.ts';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { parse } from 'jsonc-parser';
import { readFileSync } from 'node:fs';

export interface WranglerDev {
  url: string;
  /** Everything wrangler printed, to check that no secret was logged. */
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * Runs the Worker of wrangler.jsonc in workerd (`wrangler dev`, offline) over a built site,
 * with the given Worker secrets written to a .dev.vars beside a copy of the config.
 */
export async function startWranglerDev(
  clientDir: string,
  workDir: string,
  vars: Record<string, string>,
  /** More arguments for `wrangler dev`, such as --test-scheduled. */
  args: string[] = [],
): Promise<WranglerDev> {
  // A free port can be taken by another process before workerd binds it: try a few.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(clientDir, workDir, vars, args);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Address already in use')) throw error;
    }
  }
}

async function startOnce(
  clientDir: string,
  workDir: string,
  vars: Record<string, string>,
  args: string[],
): Promise<WranglerDev> {
  const config = parse(readFileSync('wrangler.jsonc', 'utf8')) as Record<string, unknown>;
  const assets = config.assets as Record<string, unknown>;
  writeFileSync(
    join(workDir, 'wrangler.json'),
    JSON.stringify({
      ...config,
      main: resolve(String(config.main)),
      // The sample's facts, which the suites' builds show, not a rescue's own content/site.json.
      alias: { '#content/site.json': sampleContent('site.json') },
      assets: {
        ...assets,
        directory: clientDir,
        // --test-scheduled's trigger is a request to /__scheduled: it must reach the Worker, whereas
        // /cdn-cgi/handler/scheduled reaches only the asset router in front of it (wrangler 4.86).
        ...(args.includes('--test-scheduled') && {
          run_worker_first: [...(assets.run_worker_first as string[]), '/__scheduled'],
        }),
      },
    }),
  );
  writeFileSync(
    join(workDir, '.dev.vars'),
    Object.entries(vars)
      .map(([name, value]) => `${name}=${value}`)
      .join('\n'),
  );
  const port = await freePort();
  const child = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--config',
      join(workDir, 'wrangler.json'),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(await freePort()),
      '--persist-to',
      join(workDir, 'state'),
      '--show-interactive-dev-session=false',
      ...args,
    ],
    {
      // The Worker as deployed: not bundled for NODE_ENV=test (React's development build).
      env: shellEnv({
        WRANGLER_SEND_METRICS: 'false',
        // No network here: use the placeholder request.cf instead of fetching it.
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_LOG_PATH: join(workDir, 'logs'),
        CI: '1',
      }),
      detached: true,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    // wrangler starts workerd as a child: end the whole process group.
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      return; // Already gone.
    }
    await exited;
  };
  // Up to two minutes, asked every 100 ms: a refused connection costs nothing.
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) return { url, output: () => output, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  await stop();
  throw new Error(`wrangler dev did not start:\n${output}`);
}
