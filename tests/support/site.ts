import { spawn, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { loadContent } from '../../lib/content/load.ts';
import { sampleListingSource } from '../../lib/listings/source.ts';
import { sampleOrganizationId, type SampleService } from '../../server/sample-service/start.ts';
import { createSiteServer } from '../../server/site-server.ts';
import { staticFiles } from '../../server/static-files.ts';
import { toNodeListener } from '../../server/web-handler.ts';
import { projectTempDir } from './tempDirs.ts';

/** Runs `vike build` into outDir with the given environment. */
// Vike needs its output inside the project, so builds go to the git-ignored .tmp/ folder.
export function buildSite(env: Record<string, string> = {}, outDir = projectTempDir('build-')) {
  const result = spawnSync('npx', ['vike', 'build'], {
    env: { ...process.env, ...env, SITE_OUT_DIR: outDir },
    encoding: 'utf8',
  });
  return { ...result, outDir, clientDir: join(outDir, 'client') };
}

/** buildSite without blocking, for builds that talk to a server running in this process. */
export function buildSiteAsync(
  env: Record<string, string> = {},
  outDir = projectTempDir('build-'),
) {
  const child = spawn('npx', ['vike', 'build'], {
    env: { ...process.env, ...env, SITE_OUT_DIR: outDir },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ status: number | null; stdout: string; stderr: string; clientDir: string }>(
    (resolve) => {
      child.on('close', (status) =>
        resolve({ status, stdout, stderr, clientDir: join(outDir, 'client') }),
      );
    },
  );
}

/** Serves a folder on 127.0.0.1 with the plain static file server; resolves to its base URL. */
export async function serveStatic(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer(toNodeListener(staticFiles(root)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}

/** The site server of `npm start` over a build, its proxy on a sample service; on 127.0.0.1. */
export async function serveSite(
  clientDir: string,
  sample: SampleService,
): Promise<{ url: string; server: Server }> {
  const server = createSiteServer({
    clientDir,
    listingSource: sampleListingSource(sample, sampleOrganizationId),
    site: loadContent().site,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}
