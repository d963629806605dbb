import { useContext, useMemo, type ReactNode } from 'react';
import { firstPhotoId, type ListedAnimal } from '#lib/listings/normalize.ts';
import type { ListingName } from '#lib/listings/queries.ts';
import type { MessageKey } from '#lib/messages/translator.ts';
import { useT } from '../Messages.tsx';
import { withOwnDogs } from '#lib/listings/ownAnimals.ts';
import { AnimalCard, OwnPages, SkeletonCard } from './AnimalCard.tsx';
import { HydrateLater } from '../HydrateLater.tsx';
import { loadListing, loadListingPage } from './live.ts';
import { RefreshNotice } from './RefreshNotice.tsx';
import { useLive } from './useLive.ts';
import './listings.css';

interface LiveListingProps {
  listing: ListingName;
  /** One page of the listing (100 animals); without it, the whole listing. */
  page?: number;
  /** The build's snapshot; null when the build could not reach the service. */
  animals: ListedAnimal[] | null;
  emptyText: MessageKey;
  /**
   * Draws the animals with filters (the page's FilterableListing) instead of a plain grid: passed
   * in, so that a page without filters does not load their code.
   */
  filtered?: (animals: ListedAnimal[]) => ReactNode;
  /**
   * The rescue's own dogs of this list (content/), first and whatever the service answers: the
   * service's copy of one of the rescue's dogs is left out, as content/ is where a dog is written.
   */
  own?: ListedAnimal[];
}

const noDogs: ListedAnimal[] = [];

/** A masonry grid of a listing's animals, refreshed from the proxy once the page loads. */
export function LiveListing({
  listing,
  page,
  animals: snapshot,
  emptyText,
  filtered,
  own = noDogs,
}: LiveListingProps) {
  const t = useT();
  const ownPages = useContext(OwnPages);
  const ownDogIds = useMemo(() => new Set(Object.keys(ownPages)), [ownPages]);
  const {
    value: refreshed,
    error,
    loading,
    retry,
  } = useLive(`${listing} ${page ?? 'all'}`, snapshot, () =>
    page ? loadListingPage(listing, page) : loadListing(listing),
  );
  // A refresh that stopped part way keeps the build's animals it did not reach.
  const serviceAnimals =
    error && refreshed && snapshot ? withoutRepeats(refreshed, snapshot) : refreshed;
  // The rescue's own dogs stand while the service has not answered, or could not.
  const animals = useMemo(
    () =>
      serviceAnimals ? withOwnDogs(own, serviceAnimals, ownDogIds) : own.length > 0 ? own : null,
    [own, serviceAnimals, ownDogIds],
  );
  const notice = (
    <RefreshNotice
      message={
        error === null
          ? null
          : animals === null
            ? t('listing.loadFailed')
            : t('listing.refreshFailed')
      }
      loading={loading}
      onRetry={retry}
    />
  );
  if (animals === null) {
    return (
      <>
        {notice}
        {error === null && (
          <div aria-busy="true">
            <p className="visually-hidden" role="status">
              {t('listing.loading')}
            </p>
            <ul className="listing-masonry" aria-hidden="true">
              {[1, 2, 3].map((key) => (
                <li key={key}>
                  <SkeletonCard />
                </li>
              ))}
            </ul>
          </div>
        )}
      </>
    );
  }
  const eagerId = firstPhotoId(animals);
  // After the list: appearing there, it moves nothing on screen and covers nothing.
  return (
    <>
      {filtered ? (
        // With filters, an empty list offers the list's alert for the next dog.
        filtered(animals)
      ) : animals.length === 0 ? (
        <p>{t(emptyText)}</p>
      ) : (
        <ul className="listing-masonry">
          {animals.map((animal) => (
            <li key={animal.id}>
              <HydrateLater id={animal.id}>
                <AnimalCard animal={animal} eager={animal.id === eagerId} />
              </HydrateLater>
            </li>
          ))}
        </ul>
      )}
      {notice}
    </>
  );
}

function withoutRepeats(first: ListedAnimal[], rest: ListedAnimal[]): ListedAnimal[] {
  const ids = new Set(first.map((animal) => animal.id));
  return [...first, ...rest.filter((animal) => !ids.has(animal.id))];
}
