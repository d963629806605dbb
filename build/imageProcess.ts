import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { ImageManifest } from '#lib/images/manifest.ts';
import type { ShareCard } from '#lib/reach/cards.ts';
import type { ShareCardDirs } from '#lib/reach/shareCards.ts';
import type { Site } from '#lib/content/types.generated.ts';

/** What the build sends its image process (build/imageProcessRun.ts). */
export type ImageRequest =
  | {
      kind: 'photos';
      manifest: ImageManifest;
      mediaDir: string;
      cacheDir: string;
      clientDir?: string;
    }
  | { kind: 'cardSetup'; site: Pick<Site, 'name' | 'logo'>; dirs: ShareCardDirs }
  | { kind: 'card'; card: ShareCard }
  | { kind: 'allCards'; cards: ShareCard[] };

/** A request with `id` is answered once done: its result, or the error that stopped it. */
export type ImageReply = { id: number; result?: unknown; error?: string };

interface ImageProcess {
  send(request: ImageRequest): void;
  /**
   * Resolves with the answer. Only an answer the build's end waits for (`awaited`) keeps the
   * build alive: a build that fails before then ends at once, and its image process with it.
   */
  ask<T>(request: ImageRequest, awaited?: boolean): Promise<T>;
}

// Process-wide: Vike evaluates the config several times in one build, each with plugins of its own.
const shared = globalThis as { rescueImageProcess?: ImageProcess };

/**
 * The build's second process, started on first use: it encodes the photos and draws the share
 * cards on every core while this one bundles and prerenders, and keeps their memory (and
 * sharp's) apart. Under `npm start` (IMAGES_BEHIND_PAGES=1) it begins once the pages do: the
 * home page, which the server waits for, is not slowed.
 */
export function imageProcess(root: string): ImageProcess {
  return (shared.rescueImageProcess ??= start(root));
}

function start(root: string): ImageProcess {
  const waiting = new Map<
    number,
    { resolve: (result: unknown) => void; reject: (error: Error) => void; awaited: boolean }
  >();
  let lastId = 0;
  // Neither the process nor its channel keeps the build alive, unless an answer is awaited.
  const holdOpen = (child: ChildProcess) =>
    [...waiting.values()].some(({ awaited }) => awaited)
      ? child.channel?.ref()
      : child.channel?.unref();
  const started = runnerFile(root).then((file) => {
    const child = fork(file, { cwd: root });
    child.unref();
    holdOpen(child);
    child.on('message', ({ id, result, error }: ImageReply) => {
      const request = waiting.get(id)!;
      waiting.delete(id);
      holdOpen(child);
      if (error === undefined) request.resolve(result);
      else request.reject(new Error(error));
    });
    child.on('exit', (code, signal) => {
      for (const { reject } of waiting.values()) {
        reject(new Error(`The build's image process ended (${signal ?? `exit code ${code}`})`));
      }
      waiting.clear();
    });
    return child;
  });
  return {
    // A process that could not start is reported by the answers asked of it.
    send: (request) => void started.then((child) => child.send(request)).catch(() => {}),
    ask: <T>(request: ImageRequest, awaited = false) =>
      new Promise<T>((resolve, reject) => {
        const id = ++lastId;
        waiting.set(id, { resolve: resolve as (result: unknown) => void, reject, awaited });
        started.then((child) => {
          holdOpen(child);
          child.send({ ...request, id });
        }, reject);
      }),
  };
}

/**
 * build/imageProcessRun.ts and what it imports as one JavaScript file, bundled by esbuild's
 * service off this thread (a tenth of a second): Node runs it without tsx, whose loader cost the
 * image process half a second of CPU beside the build's. Kept by its content under
 * node_modules/.cache, where its packages resolve: builds running at once from other sources each
 * start their own.
 */
async function runnerFile(root: string): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [fileURLToPath(new URL('imageProcessRun.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    logLevel: 'warning',
  });
  const [bundle] = outputFiles;
  const dir = join(root, 'node_modules/.cache/image-process');
  const name = `${createHash('sha256').update(bundle!.contents).digest('hex').slice(0, 16)}.mjs`;
  const file = join(dir, name);
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, bundle!.contents);
  renameSync(partial, file);
  // Older sources' files: any process started from one loaded it long ago.
  for (const other of readdirSync(dir)) {
    const path = join(dir, other);
    if (other !== name && Date.now() - statSync(path).mtimeMs > 3_600_000)
      rmSync(path, { force: true });
  }
  return file;
}
