import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { readValidContent } from '#lib/content/load.ts';
import { createListingClient } from '#lib/listings/client.ts';
import { sampleListingSource } from '#lib/listings/source.ts';
import {
  createFormsHandler,
  type FormsHandlerOptions,
} from '../../server/handlers/forms/formsHandler.ts';
import {
  readBuiltForm,
  readBuiltMessages,
  readPrerenderedPage,
} from '../../server/node/readPrerenderedPage.ts';
import {
  sampleOrganizationId,
  type SampleService,
} from '#lib/listings/sampleService/sampleServer.ts';
import { createSiteServer } from '../../server/node/siteServer.ts';
import { staticFiles } from '../../server/node/staticFiles.ts';
import { toNodeListener } from '../../server/node/nodeAdapter.ts';
import { shellEnv } from './shellEnv.ts';
import { projectTempDir } from './tempDirs.ts';

export interface Build {
  /** vike's exit code: 0 when the build succeeded. */
  status: number | null;
  stdout: string;
  stderr: string;
  outDir: string;
  /** The built site, as hosts serve it. */
  clientDir: string;
}

/**
 * Runs `npm run build` into a new folder (or SITE_OUT_DIR) with the given environment. It does not block, so the
 * build can talk to servers running in this process (a sample listing service).
 */
// Vike needs its output inside the project, so builds go to the git-ignored .tmp/ folder.
export async function buildSite(env: Record<string, string> = {}): Promise<Build> {
  const build = await buildOnce(env);
  // Vike runs each +config.ts from a temporary file beside it, named by its code's hash, and
  // deletes it after: two builds of this project at once (the tests' global set-up makes two)
  // can share that name, and the first to finish deletes the other's (said as ENOENT, or as
  // Cannot find module when the import is what misses it). Then a second try.
  const collided = /(ENOENT|Cannot find module)[^\n]*\.build-[a-z0-9]{12}\.mjs/;
  return build.status !== 0 && collided.test(build.stderr + build.stdout) ? buildOnce(env) : build;
}

function buildOnce(env: Record<string, string>): Promise<Build> {
  // SITE_OUT_DIR given: a folder the test prepared (an earlier build's, say).
  const outDir = env.SITE_OUT_DIR ?? projectTempDir('build-');
  // --silent: the build's own lines, without npm's header (tests read them).
  const child = spawn('npm', ['run', '--silent', 'build'], {
    env: shellEnv({ ...env, SITE_OUT_DIR: outDir }),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (status) =>
      resolve({ status, stdout, stderr, outDir, clientDir: join(outDir, 'client') }),
    );
  });
}

/** buildSite for a build the tests need: throws with vike's output when it fails. */
export async function buildSiteOrThrow(env: Record<string, string> = {}): Promise<Build> {
  const build = await buildSite(env);
  if (build.status !== 0) throw new Error(`vike build failed:\n${build.stdout}\n${build.stderr}`);
  return build;
}

/** Serves a folder on 127.0.0.1 with the plain static file server; resolves to its base URL. */
export async function serveStatic(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer(toNodeListener(staticFiles(root)));
  return { url: await listenLocally(server), server };
}

/** Listens on a free port of 127.0.0.1; resolves to the base URL. */
async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The site's settings (content/site.json), which the test servers run with. */
export const site = readValidContent().site;

export interface SiteServerOptions {
  /** Mounts the forms, delivering through `delivery` (undefined: none configured). */
  forms?: Pick<FormsHandlerOptions, 'delivery'> & Partial<FormsHandlerOptions>;
  /** Behind a reverse proxy (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** The end of a build still writing clientDir, as `npm start` serves it. */
  building?: Promise<void>;
}

export interface SiteServer {
  url: string;
  server: Server;
  /** What the forms handler logged. */
  logged: string[];
}

/**
 * The site server of `npm start` over a build, on 127.0.0.1: its listings proxy on a sample
 * service (without one, on a client that is never called), the forms mounted when asked.
 */
export async function serveSite(
  clientDir: string,
  sample?: SampleService,
  { forms, trustProxy = false, building }: SiteServerOptions = {},
): Promise<SiteServer> {
  const logged: string[] = [];
  const listingSource = sample
    ? sampleListingSource(sample, sampleOrganizationId)
    : {
        client: createListingClient({ baseUrl: 'http://127.0.0.1:9', token: 'unused' }),
        organizationId: sampleOrganizationId,
        close: async () => {},
      };
  const server = createSiteServer({
    clientDir,
    listingSource,
    site,
    trustProxy,
    building,
    forms:
      forms &&
      createFormsHandler({
        site,
        messages: readBuiltMessages(clientDir),
        loadPage: readPrerenderedPage(clientDir),
        loadForm: readBuiltForm(clientDir),
        log: (line) => logged.push(line),
        ...forms,
      }),
  });
  return { url: await listenLocally(server), server, logged };
}
