import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { imageCacheDir, readManifest, type ImageManifest } from '../images/manifest.ts';
import { encodedOnly, writeVariants } from '../images/variants.ts';
import { runAfterBuild } from './runAfterBuild.ts';

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
 * starts with the build and runs on sharp's threads while Vite bundles and Vike prerenders on the
 * main one; after the prerender the step waits for it and copies the files.
 * In `vike dev` the manifest is empty and pages show the original photos.
 * With RESPONSIVE_IMAGES=later (`npm start`) a photo not yet in the cache is shown as it is and
 * encoded after the build, in a process of its own, for the next one: a fresh clone serves its
 * first page without waiting for every photo's AVIF.
 */
export function responsiveImagesPlugin(): Plugin {
  let config: ResolvedConfig;
  let all: Promise<ImageManifest> | undefined;
  let published: Promise<ImageManifest> | undefined;
  const later = process.env.RESPONSIVE_IMAGES === 'later';
  const cacheDir = () => imageCacheDir(config.root);
  const readAll = () => (all ??= readManifest(config.publicDir, cacheDir()));
  const readPublished = () =>
    (published ??= later ? readAll().then((photos) => encodedOnly(photos, cacheDir())) : readAll());
  const encodeAll = () => {
    const key = `${config.publicDir}\0${cacheDir()}`;
    if (!encodings.has(key)) {
      const started = performance.now();
      const encoding = readPublished()
        .then((photos) =>
          writeVariants(photos, { mediaDir: config.publicDir, cacheDir: cacheDir() }),
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
      if (config.command === 'build' && !later) void encodeAll();
    },
    // Filters let the bundler skip this plugin for every other module without calling it.
    resolveId: { filter: { id: /^virtual:responsive-images$/ }, handler: () => `\0${manifestId}` },
    load: {
      filter: { id: /^\0virtual:responsive-images$/ },
      async handler() {
        const images = config.command === 'build' ? await readPublished() : {};
        return `export default ${JSON.stringify(images)};`;
      },
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        const clientDir = resolve(config.root, builder.environments.client!.config.build.outDir);
        const { encoded, started } = await encodeAll();
        const { cached } = await writeVariants(await readPublished(), {
          mediaDir: config.publicDir,
          clientDir,
          cacheDir: cacheDir(),
        });
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(
          `Responsive images: ${cached} files (${encoded} encoded, ${cached - encoded} from cache) in ${seconds} s`,
        );
        const waiting =
          Object.keys(await readAll()).length - Object.keys(await readPublished()).length;
        if (waiting > 0) {
          console.log(
            `Responsive images: ${waiting} photos shown as they are, encoded now for the next build`,
          );
          runAfterBuild(
            new URL('../images/encodeLater.ts', import.meta.url),
            [config.publicDir, cacheDir()],
            config.root,
          );
        }
      },
    },
  };
}
