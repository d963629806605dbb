import type { Animal } from '../../lib/listings/types.ts';
import { FilterableListing } from '../filters/FilterableListing.tsx';
import { listingUrl, type ListingName } from '../../lib/listings/queries.ts';
import { AnimalCard, SkeletonCard } from './AnimalCard.tsx';
import { readAnimals } from './format.ts';
import { RefreshNotice } from './RefreshNotice.tsx';
import { useLive } from './useLive.ts';
import './listings.css';

interface LiveListingProps {
  listing: ListingName;
  /** The build's snapshot; null when the build could not reach the service. */
  animals: Animal[] | null;
  emptyText: string;
  /** Offers filters and sorting over the animals. */
  filterable?: boolean;
}

/** A masonry grid of a listing's animals, refreshed from the proxy once the page loads. */
export function LiveListing({
  listing,
  animals: snapshot,
  emptyText,
  filterable = false,
}: LiveListingProps) {
  const {
    value: animals,
    error,
    loading,
    retry,
  } = useLive(listingUrl(listing), snapshot, readAnimals);
  if (animals === null) {
    if (error && !loading) {
      return (
        <RefreshNotice
          message="We could not load the dogs right now."
          loading={loading}
          onRetry={retry}
        />
      );
    }
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading dogs…
        </p>
        <ul className="listing-masonry" aria-hidden="true">
          {[1, 2, 3].map((key) => (
            <li key={key}>
              <SkeletonCard />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <>
      {error && (
        <RefreshNotice
          message="We could not refresh this list; it may be out of date."
          loading={loading}
          onRetry={retry}
        />
      )}
      {animals.length === 0 ? (
        <p>{emptyText}</p>
      ) : filterable ? (
        <FilterableListing animals={animals} />
      ) : (
        <ul className="listing-masonry">
          {animals.map((animal, index) => (
            <li key={animal.id}>
              <AnimalCard animal={animal} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
