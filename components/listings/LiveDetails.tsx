import { useEffect } from 'react';
import type { ListedAnimal } from '#lib/listings/normalize.ts';
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
  const notFound = error === 'not-found' && !loading;
  // Opened through 404.html for a dog newer than the build, the page's title must follow it.
  usePageTitle(notFound ? 'Dog not found' : (animal?.name ?? null));
  if (notFound) {
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
  const notice = (
    <RefreshNotice
      message={
        error === null
          ? null
          : animal === null
            ? 'We could not load this dog right now.'
            : 'We could not refresh these details; they may be out of date.'
      }
      loading={loading}
      onRetry={retry}
    />
  );
  if (animal === null) {
    return (
      <>
        {error === null ? <DetailsSkeleton /> : <BackToAdopt />}
        {notice}
      </>
    );
  }
  return (
    // After the details, where its arrival moves nothing on screen.
    <>
      <AnimalDetails animal={animal} />
      {notice}
    </>
  );
}

/** Puts `title` before the site's name in the document's title, once it is known. */
function usePageTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    const [, ...siteName] = document.title.split(' | ');
    document.title = [title, ...siteName].join(' | ');
  }, [title]);
}
