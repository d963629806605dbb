import type { ListedAnimal } from '../../lib/listings/normalize.ts';
import { AnimalDetails, BackToAdopt, DetailsSkeleton } from './AnimalDetails.tsx';
import { loadAnimal } from './live.ts';
import { RefreshNotice } from './RefreshNotice.tsx';
import { useLive } from './useLive.ts';

interface LiveDetailsProps {
  id: string;
  /** The build's copy of this animal; null when it was not in the snapshot. */
  animal: ListedAnimal | null;
}

/** One animal's details, refreshed from the proxy once the page loads. */
export function LiveDetails({ id, animal: snapshot }: LiveDetailsProps) {
  const { value: animal, error, loading, retry } = useLive(id, snapshot, () => loadAnimal(id));
  if (error === 'not-found' && !loading) {
    return (
      <section>
        <h1>Dog not found</h1>
        <p>We could not find a dog with the id {id}. It may have been adopted or removed.</p>
        <p>
          <a href="/adopt">See all dogs ready for adoption</a>
        </p>
      </section>
    );
  }
  if (animal === null) {
    if (error && !loading) {
      return (
        <>
          <BackToAdopt />
          <RefreshNotice
            message="We could not load this dog right now."
            loading={loading}
            onRetry={retry}
          />
        </>
      );
    }
    return <DetailsSkeleton />;
  }
  return (
    <>
      {error && (
        <RefreshNotice
          message="We could not refresh these details; they may be out of date."
          loading={loading}
          onRetry={retry}
        />
      )}
      <AnimalDetails animal={animal} />
    </>
  );
}
