import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { imageCacheDir, readManifest, type ImageManifest } from '#lib/images/manifest.ts';
import { imageProcess } from './imageProcess.ts';

const manifestId = 'virtual:responsive-images';

// Vike evaluates the config several times in one build, each with plugins of its own: the photos
// are read (their digests asked of git) and encoded once by the whole process, per media and
// cache folder.
interface Photos {
  manifest: Promise<ImageManifest>;
  encoding?: Promise<{ encoded: number; started: number }>;
}
const photosByFolders = ((globalThis as { rescuePhotos?: Map<string, Photos> }).rescuePhotos ??=
  new Map<string, Photos>());

/**
 * Responsive content photos. Pages import `virtual:responsive-images` (each photo's hash and
 * size, to write srcset, width and height); after the build every width and format is written
 * into dist/client, encoded once per photo content and kept in node_modules/.cache. The encoding
 * starts with the build, in the build's image process (imageProcess.ts), while Vite bundles and
 * Vike prerenders in this one; after the prerender the step has it copy the files.
 * In `vike dev` the manifest is empty and pages show the original photos.
 */
export function responsiveImagesPlugin(): Plugin {
  let config: ResolvedConfig;
  const cacheDir = () => imageCacheDir(config.root);
  const photos = () => {
    const key = `${config.publicDir}\0${cacheDir()}`;
    let found = photosByFolders.get(key);
    if (!found) {
      found = { manifest: readManifest(config.publicDir, cacheDir()) };
      photosByFolders.set(key, found);
    }
    return found;
  };
  const readPhotos = () => photos().manifest;
  const encodeAll = () => {
    const shared = photos();
    if (!shared.encoding) {
      const started = performance.now();
      shared.encoding = readPhotos()
        .then((manifest) =>
          imageProcess(config.root).ask<{ encoded: number }>({
            kind: 'photos',
            manifest,
            mediaDir: config.publicDir,
            cacheDir: cacheDir(),
          }),
        )
        .then(({ encoded }) => ({ encoded, started }));
      shared.encoding.catch(() => {}); // reported where the build waits for it
    }
    return shared.encoding;
  };
  return {
    name: 'rescue:responsive-images',
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (config.command === 'build') void encodeAll();
    },
    // Filters let the bundler skip this plugin for every other module without calling it.
    resolveId: { filter: { id: /^virtual:responsive-images$/ }, handler: () => `\0${manifestId}` },
    load: {
      filter: { id: /^\0virtual:responsive-images$/ },
      async handler() {
        const images = config.command === 'build' ? await readPhotos() : {};
        return `export default ${JSON.stringify(images)};`;
      },
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        const clientDir = resolve(config.root, builder.environments.client!.config.build.outDir);
        // Asked first, so the build is kept alive until it is answered, after the encoding.
        const copied = imageProcess(config.root).ask<{ cached: number }>(
          {
            kind: 'photos',
            manifest: await readPhotos(),
            mediaDir: config.publicDir,
            cacheDir: cacheDir(),
            clientDir,
          },
          true,
        );
        const { encoded, started } = await encodeAll();
        const { cached } = await copied;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(
          `Responsive images: ${cached} files (${encoded} encoded, ${cached - encoded} from cache) in ${seconds} s`,
        );
      },
    },
  };
}
