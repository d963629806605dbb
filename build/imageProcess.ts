import { fork, type ChildProcess } from 'node:child_process';
import type { ImageManifest } from '#lib/images/manifest.ts';
import type { ShareCard } from '#lib/reach/cards.ts';
import type { ShareCardDirs } from '#lib/reach/shareCards.ts';
import type { Site } from '#lib/content/types.generated.ts';
import { bundled } from './bundled.js';

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
  // Bundled (bundled.js): Node starts it without tsx's loader, half a second of CPU beside the build.
  const started = bundled('build/imageProcessRun.ts', root).then(({ file }) => {
    // Not the build's own flags (--inspect, --cpu-prof): NODE_OPTIONS (the heap's limit) still holds.
    const child = fork(file, { cwd: root, execArgv: [] });
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
