import type { CourtesyPosting, Dog, Event, Site } from '../content/types.generated.ts';
import type { ListedAnimal } from '../listings/normalize.ts';

/** Size of every share card: what social networks show for a large-image link preview. */
export const cardSize = { width: 1200, height: 630 } as const;

/** What a share card shows; its image is drawn at build time from exactly these inputs. */
export interface ShareCard {
  /** Site path of the card image, such as /share/dogs/1.jpg. */
  path: string;
  name: string;
  /** A line under the name, such as 'German Shepherd · Adult'. */
  line: string;
  ribbon?: string;
  /** The first photo: a site path under content/media, a listing-service URL, or none. */
  photo?: string;
  /** Alt text of the card image (og:image:alt). */
  alt: string;
}

const dogAgeCategory = (age: string) => age.split(' - ')[0]!.trim();

function describe(card: Omit<ShareCard, 'alt'>): ShareCard {
  const ribbon = card.ribbon ? ` (${card.ribbon})` : '';
  return { ...card, alt: `${card.name}${ribbon}: ${card.line}` };
}

export function dogCard(dog: Dog): ShareCard {
  return describe({
    path: `/share/dogs/${dog.id}.jpg`,
    name: dog.dogName,
    line: `${dog.dogBreed} · ${dogAgeCategory(dog.dogAge)}`,
    ribbon: dog.dogAdoptionStatus === 'Available' ? 'Available' : 'Not available',
    photo: dog.dogPhotoLink[0]?.href,
  });
}

export function courtesyPostingCard(posting: CourtesyPosting): ShareCard {
  return describe({
    path: `/share/courtesy-postings/${posting.id}.jpg`,
    name: posting.dogName,
    line: `${posting.dogBreed} · ${dogAgeCategory(posting.dogAge)}`,
    ribbon: 'Courtesy posting',
    photo: posting.dogPhotoLink[0]?.href,
  });
}

export function eventCard(event: Event): ShareCard {
  return describe({
    path: `/share/events/${event.id}.jpg`,
    name: event.eventName,
    line: event.eventDate,
    ribbon: 'Event',
    photo: event.eventPhotoLink.href,
  });
}

const animalRibbons: Record<string, string> = { adoptable: 'Available', adopted: 'Adopted!' };

export function animalCard(animal: ListedAnimal): ShareCard {
  return describe({
    path: `/share/listings/${animal.id}.jpg`,
    name: animal.name,
    line: [animal.breed, animal.age].filter(Boolean).join(' · '),
    ribbon: animalRibbons[animal.status] ?? animal.status,
    photo: animal.photos[0]?.large,
  });
}

/** The card of every page that has none of its own. */
export function defaultCard(site: Site): ShareCard {
  return describe({
    path: '/share/default.jpg',
    name: site.name,
    line: site.tagline,
    photo: site.homePhotos[0]?.href,
  });
}
