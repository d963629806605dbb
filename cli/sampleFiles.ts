import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { collectionKeys, collections } from '#lib/content/collections.ts';
import { translationFileName } from '#lib/content/translations.ts';
import type { Site } from '#lib/content/types.generated.ts';

// What of the sample rescue `rescue init` removes, unless asked to keep the samples.

/** The sample's pages in other languages (pages/<page>.<lang>.md) that init does not write. */
export function sampleTranslatedPages(contentDir: string, written: string[]): string[] {
  const dir = join(contentDir, 'pages');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => translationFileName.test(name) && name.endsWith('.md'))
    .filter((name) => !written.includes(name))
    .map((name) => `pages/${name}`);
}

/**
 * The sample rescue's records, their photos, the home page's pictures and its breed map, as paths
 * under content/.
 */
export function sampleFiles(contentDir: string, site: Record<string, unknown>): string[] {
  const folders = collectionKeys.flatMap((key) => {
    const { dir } = collections[key];
    return [dir, `media/images/${dir}`];
  });
  const { homePhotos = [], breeds = [], videoPoster } = site as Partial<Site>;
  const pictures = [...homePhotos, ...breeds.flatMap(({ photo }) => photo ?? []), videoPoster]
    .filter((photo) => photo !== undefined)
    .map(({ href }) => `media${href}`);
  // The sample's breed words in the listing services' names: a new rescue maps its own.
  const breedMap = ['listing-breeds.json'].filter((path) => existsSync(join(contentDir, path)));
  return [
    ...folders.flatMap((folder) => filesUnder(contentDir, folder)),
    ...new Set(pictures.filter((path) => existsSync(join(contentDir, path)))),
    ...breedMap,
  ];
}

/** The sample's logo and favicon, where the new logo does not take their place. */
export function replacedPictures(
  contentDir: string,
  site: Record<string, unknown>,
  logoHref: string,
): string[] {
  const old = [
    String(site.logo ?? '/images/site/logo.svg'),
    String(site.favicon ?? '/favicon.svg'),
  ];
  return [...new Set(old)]
    .filter((href) => href !== logoHref)
    .map((href) => `media${href}`)
    .filter((path) => existsSync(join(contentDir, path)));
}

function filesUnder(contentDir: string, folder: string): string[] {
  const dir = join(contentDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(join(dir, name)).isFile())
    .map((name) => relative(contentDir, join(dir, name)).split('\\').join('/'));
}
