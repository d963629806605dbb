import images from 'virtual:responsive-images';
import { buildNow, siteToday } from '#lib/content/dates.ts';
import type { Dog, Site } from '#lib/content/types.generated.ts';
import { breedChoices } from '#lib/filters/breedChoices.ts';
import { fromDog } from '#lib/filters/dogFacts.ts';
import { variantPath, widthsOf } from '#lib/images/responsive.ts';
import type { ListedPhoto } from '#lib/listings/normalize.ts';
import { ownListedAnimal } from '#lib/listings/ownAnimals.ts';

/**
 * A content photo in a listing card's three sizes: the build's WebP widths nearest the service's
 * (300 px cards, 600 px galleries), or the photo as it is where the build published none.
 */
function listedPhoto(href: string): ListedPhoto {
  const source = images[href];
  if (!source) return { small: href, medium: href, large: href };
  const widths = widthsOf(source);
  const atLeast = (wanted: number) => widths.find((width) => width >= wanted) ?? widths.at(-1)!;
  const chosen = { small: widths[0]!, medium: atLeast(300), large: atLeast(600) };
  const at = (width: number) => variantPath(source, width, 'webp');
  return {
    small: at(chosen.small),
    medium: at(chosen.medium),
    large: at(chosen.large),
    widths: chosen,
  };
}

/**
 * The rescue's own dogs as the live listings' cards draw them (built pages only). A list sorted
 * "newest first" passes when each file was first committed (file name → ms), to sort them among
 * the service's; a file not yet committed is the newest.
 */
export function ownListings(dogs: Dog[], site: Site, firstCommitted?: Map<string, number>) {
  const now = buildNow();
  const today = siteToday(site);
  const breeds = breedChoices(site);
  return dogs.map((dog, index) =>
    ownListedAnimal(dog, index, {
      photoOf: listedPhoto,
      values: fromDog(dog, breeds, today, 0, site.ageBands).values,
      ...(firstCommitted && {
        listedAt: new Date(firstCommitted.get(`${dog.id}.json`) ?? now.getTime()).toISOString(),
      }),
    }),
  );
}
