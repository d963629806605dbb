// Build time only: the rescue's own dogs from content/, drawn by the same cards as the service's.
import type { Dog } from '../content/types.generated.ts';
import type { FacetValues } from '../filters/facets.ts';
import { summaryOf } from '../reach/text.ts';
import { excerpt, type GoodWith, type ListedAnimal, type ListedPhoto } from './normalize.ts';

const goodWith = (answer: Dog['dogFriendlyWithDogs']): GoodWith =>
  answer === 'Yes' ? 'yes' : answer === 'No' ? 'no' : 'not known';

const flag = (answer: Dog['dogHouseTrained']) =>
  answer === 'Yes' ? true : answer === 'No' ? false : undefined;

/**
 * A dog of content/ (rendered: its age and fee as they stand today) as a listing card shows it.
 * Its id is negative, so it never meets a service animal's; its Dog ID leads the card to its own
 * page. `photoOf` gives a content photo's widths; `values` are its filters' values;
 * `listedAt` when it was listed, for sorting newest first.
 */
export function ownListedAnimal(
  dog: Dog,
  index: number,
  {
    photoOf,
    values,
    listedAt,
  }: { photoOf: (href: string) => ListedPhoto; values: FacetValues; listedAt?: string },
): ListedAnimal {
  const text = summaryOf(dog.dogDescription, Number.MAX_SAFE_INTEGER);
  const description = text ? [text] : [];
  const listed: ListedAnimal = {
    id: -(index + 1),
    name: dog.dogName,
    status: dog.dogAdoptionStatus,
    age: dog.dogAge ?? '',
    values,
    gender: dog.dogGender,
    breed: dog.dogBreed,
    mixed: /\bmix/i.test(dog.dogBreed),
    size: dog.dogSize,
    coat: dog.dogCoatLength,
    color: dog.dogCoatColor,
    description,
    excerpt: excerpt(description.join(' ')),
    photos: (dog.dogPhotoLink ?? []).map(({ href }) => photoOf(href)),
    goodWith: {
      children: goodWith(dog.dogFriendlyWithKids),
      dogs: goodWith(dog.dogFriendlyWithDogs),
      cats: goodWith(dog.dogFriendlyWithCats),
    },
    houseTrained: flag(dog.dogHouseTrained),
    specialNeeds: flag(dog.dogSpecialNeeds),
    shotsCurrent: flag(dog.dogShotsCurrent),
    spayedNeutered: flag(dog.dogSpayedNeutered),
    publishedAt: listedAt,
    dogID: dog.dogID,
  };
  return Object.fromEntries(
    Object.entries(listed).filter(([, value]) => value !== undefined),
  ) as ListedAnimal;
}

/**
 * One list of both: the rescue's own dogs first, then the service's animals that are none of the
 * rescue's dogs (a dog `rescue syndicate` sent is already there, as content/ says it is now).
 */
export function withOwnDogs(
  own: ListedAnimal[],
  service: ListedAnimal[],
  ownDogIds: ReadonlySet<string>,
): ListedAnimal[] {
  return [...own, ...service.filter((animal) => !animal.dogID || !ownDogIds.has(animal.dogID))];
}
