import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { inject } from 'vitest';
import { projectTempDir } from '../support/tempDirs.ts';
import { freePort, startWranglerDev } from '../support/wrangler.ts';
import { startRecordingServer, type RecordingServer } from '../listings/recordingServer.ts';

// Distinctive values, so any leak into a response or a log line is found.
export const clientId = 'cms-canary-id-41c0';
export const clientSecret = 'cms-canary-secret-9e2d7';
export const token = 'gho_cms-canary-token-5a81';
export const siteUrl = 'https://www.northstarrescue.example.org';

export interface Host {
  url: string;
  /** Everything the host printed. */
  output(): string;
  stop(): Promise<void>;
}

/** `npm start`'s server (server/node/serve.ts) as its own process over the suite's build. */
export async function startNodeHost(vars: Record<string, string>): Promise<Host> {
  const port = await freePort();
  const env: Record<string, string | undefined> = { ...process.env, ...vars };
  for (const name of Object.keys(env)) {
    if (/^(CMS_|PETFINDER_|SMTP_|RESEND_|FORMS_)/.test(name) && !(name in vars)) delete env[name];
  }
  const child = spawn('node', ['--import', 'tsx', 'server/node/serve.ts'], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', SITE_OUT_DIR: inject('siteOutDir') },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((done, fail) => {
    child.stdout.on('data', () => output.includes('Serving the rescue site') && done());
    child.once('exit', () => fail(new Error(`server/node/serve.ts exited:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function startWorkerHost(vars: Record<string, string>): Promise<Host> {
  return startWranglerDev(
    join(inject('siteOutDir'), 'client'),
    projectTempDir('cms-worker-'),
    vars,
  );
}

/**
 * A stand-in for GitHub's OAuth endpoints: /login/oauth/authorize sends the browser straight
 * back with a code, as GitHub does for a user who already allowed the app; the token endpoint
 * answers by the code it is given.
 */
export function startGitHub(): Promise<RecordingServer> {
  return startRecordingServer(({ url, body }) => {
    const { pathname, searchParams } = new URL(url, 'http://stand-in');
    if (pathname === '/login/oauth/authorize') {
      const back = new URL(searchParams.get('redirect_uri')!);
      back.search = new URLSearchParams({
        code: 'code-ok',
        state: searchParams.get('state')!,
      }).toString();
      return { status: 302, body: '', headers: { Location: back.href } };
    }
    if (pathname === '/login/oauth/access_token') {
      const code = new URLSearchParams(body).get('code');
      if (code === 'code-ok') {
        return { status: 200, body: JSON.stringify({ access_token: token, token_type: 'bearer' }) };
      }
      if (code === 'code-down') return { status: 500, body: `oops ${clientSecret}` };
      return { status: 200, body: JSON.stringify({ error: 'bad_verification_code' }) };
    }
    return { status: 200, type: 'text/html', body: '<!doctype html><title>Elsewhere</title>' };
  });
}

/** A GET with the Host header set, which fetch does not allow. */
export function getWithHost(url: string, host: string, cookie = '') {
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>(
    (done, fail) => {
      const headers: Record<string, string> = { Host: host, ...(cookie && { Cookie: cookie }) };
      httpRequest(url, { headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          done({
            status: response.statusCode!,
            headers: response.headers as Record<string, string>,
            body,
          }),
        );
      })
        .on('error', fail)
        .end();
    },
  );
}

export const tokenRequests = (github: RecordingServer) =>
  github.requests.filter((request) => request.url === '/login/oauth/access_token');
