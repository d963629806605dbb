import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { readManifest, type ImageManifest } from './manifest.ts';
import { writeVariants } from './variants.ts';

const manifestId = 'virtual:responsive-images';

/**
 * Responsive content photos. Pages import `virtual:responsive-images` (each photo's hash and
 * size, to write srcset, width and height); after the build every width and format is written
 * into dist/client, encoded once per photo content and kept in node_modules/.cache.
 * In `vike dev` the manifest is empty and pages show the original photos.
 */
export function responsiveImagesPlugin(): Plugin {
  let config: ResolvedConfig;
  let manifest: Promise<ImageManifest> | undefined;
  const cacheDir = () =>
    resolve(config.root, process.env.IMAGE_CACHE_DIR ?? 'node_modules/.cache/responsive-images');
  const readOnce = () => (manifest ??= readManifest(config.publicDir, cacheDir()));
  return {
    name: 'rescue:responsive-images',
    configResolved(resolved) {
      config = resolved;
    },
    // Filters let the bundler skip this plugin for every other module without calling it.
    resolveId: { filter: { id: /^virtual:responsive-images$/ }, handler: () => `\0${manifestId}` },
    load: {
      filter: { id: /^\0virtual:responsive-images$/ },
      async handler() {
        const images = config.command === 'build' ? await readOnce() : {};
        return `export default ${JSON.stringify(images)};`;
      },
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        const started = performance.now();
        const clientDir = resolve(config.root, builder.environments.client!.config.build.outDir);
        const { encoded, cached } = await writeVariants(await readOnce(), {
          mediaDir: config.publicDir,
          clientDir,
          cacheDir: cacheDir(),
        });
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(
          `Responsive images: ${encoded + cached} files (${encoded} encoded, ${cached} from cache) in ${seconds} s`,
        );
      },
    },
  };
}
