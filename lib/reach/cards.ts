import type { CourtesyPosting, Dog, Event, Site } from '../content/types.generated.ts';
import type { ListedAnimal } from '../listings/normalize.ts';
import type { MessageKey, Translate } from '../messages/translator.ts';
import type { DogStatus } from '../content/dogLife.ts';
import { pathIn } from '../messages/languages.ts';
import { cardPath, fileRoutes, listingRoutes, recordRoutes } from '../routes.ts';

/** Size of every share card: what social networks show for a large-image link preview. */
export const cardSize = { width: 1200, height: 630 } as const;

/** What a share card shows; its image is drawn at build time from exactly these inputs. */
export interface ShareCard {
  /** Site path of the card image, such as /share/dogs/1.jpg (/es/share/dogs/1.jpg in Spanish). */
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

/** A dog's share card says where it is in its adoption. */
const ribbons: Record<DogStatus, MessageKey> = {
  Available: 'reach.cardAvailable',
  'Adoption pending': 'values.adoptionPending',
  Adopted: 'reach.cardAdopted',
  Unavailable: 'reach.cardNotAvailable',
};

const dogAgeCategory = (age: string) => age.split(' - ')[0]!.trim();

function describe(card: Omit<ShareCard, 'alt'>): ShareCard {
  const ribbon = card.ribbon ? ` (${card.ribbon})` : '';
  return { ...card, alt: `${card.name}${ribbon}: ${card.line}` };
}

export function dogCard(dog: Dog, t: Translate): ShareCard {
  return describe({
    path: pathIn(t.lang, cardPath(recordRoutes.dogs.cards, dog.id)),
    name: dog.dogName,
    line: `${dog.dogBreed} · ${dogAgeCategory(dog.dogAge ?? '')}`,
    ribbon: t(ribbons[dog.dogAdoptionStatus]),
    photo: dog.dogPhotoLink?.[0]?.href,
  });
}

export function courtesyPostingCard(posting: CourtesyPosting, t: Translate): ShareCard {
  return describe({
    path: pathIn(t.lang, cardPath(recordRoutes.courtesyPostings.cards, posting.id)),
    name: posting.dogName,
    line: `${posting.dogBreed} · ${dogAgeCategory(posting.dogAge)}`,
    ribbon: t('reach.cardCourtesyPosting'),
    photo: posting.dogPhotoLink?.[0]?.href,
  });
}

export function eventCard(event: Event, t: Translate): ShareCard {
  return describe({
    path: pathIn(t.lang, cardPath(recordRoutes.events.cards, event.id)),
    name: event.eventName,
    line: event.eventDate,
    ribbon: t('reach.cardEvent'),
    photo: event.eventPhotoLink.href,
  });
}

const animalRibbons = { adoptable: 'reach.cardAvailable', adopted: 'reach.cardAdopted' } as const;

export function animalCard(animal: ListedAnimal, t: Translate): ShareCard {
  const ribbon = animalRibbons[animal.status as keyof typeof animalRibbons];
  return describe({
    path: pathIn(t.lang, cardPath(listingRoutes.cards, animal.id)),
    name: animal.name,
    line: [animal.breed, animal.age].filter(Boolean).join(' · '),
    ribbon: ribbon ? t(ribbon) : animal.status,
    photo: animal.photos[0]?.large,
  });
}

/** The card of every page that has none of its own. */
export function defaultCard(site: Site, lang: string): ShareCard {
  return describe({
    path: pathIn(lang, fileRoutes.defaultCard),
    name: site.name,
    line: site.tagline,
    photo: site.homePhotos[0]?.href,
  });
}
