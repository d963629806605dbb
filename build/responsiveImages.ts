import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { imageCacheDir, readManifest, type ImageManifest } from '#lib/images/manifest.ts';
import { imageProcess } from './imageProcess.ts';

const manifestId = 'virtual:responsive-images';

// Vike evaluates the config several times in one build, each with plugins of its own: the
// encoding is shared by the whole process, one per media and cache folder.
type Encoding = Promise<{ encoded: number; started: number }>;
const encodings = ((globalThis as { rescueEncodings?: Map<string, Encoding> }).rescueEncodings ??=
  new Map());

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
  let photos: Promise<ImageManifest> | undefined;
  const cacheDir = () => imageCacheDir(config.root);
  const readPhotos = () => (photos ??= readManifest(config.publicDir, cacheDir()));
  const encodeAll = () => {
    const key = `${config.publicDir}\0${cacheDir()}`;
    if (!encodings.has(key)) {
      const started = performance.now();
      const encoding = readPhotos()
        .then((manifest) =>
          imageProcess(config.root).ask<{ encoded: number }>({
            kind: 'photos',
            manifest,
            mediaDir: config.publicDir,
            cacheDir: cacheDir(),
          }),
        )
        .then(({ encoded }) => ({ encoded, started }));
      encoding.catch(() => {}); // reported where the build waits for it
      encodings.set(key, encoding);
    }
    return encodings.get(key)!;
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
