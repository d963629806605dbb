import { useEffect } from 'react';
import type { ListedAnimal } from '#lib/listings/normalize.ts';
import { AnimalDetails, BackToAdopt, DetailsSkeleton } from './AnimalDetails.tsx';
import { useT } from '../Messages.tsx';
import { loadAnimal } from './live.ts';
import { RefreshNotice } from './RefreshNotice.tsx';
import { useLive } from './useLive.ts';
import { listingRoutes } from '#lib/liveRoutes.ts';

export interface LiveDetailsProps {
  id: string;
  /** The build's copy of this animal; null when it was not in the snapshot. */
  animal: ListedAnimal | null;
}

/** One animal's details, refreshed from the proxy once the page loads. */
export function LiveDetails({ id, animal: snapshot }: LiveDetailsProps) {
  const t = useT();
  const { value: animal, error, loading, retry } = useLive(id, snapshot, () => loadAnimal(id));
  const notFound = error === 'not-found' && !loading;
  // Opened through 404.html for a dog newer than the build, the page's title must follow it.
  usePageTitle(notFound ? t('listing.notFound') : (animal?.name ?? null));
  if (notFound) {
    return (
      <section>
        <h1>{t('listing.notFound')}</h1>
        <p>{t('listing.notFoundText', { id })}</p>
        <p>
          <a href={t.link(listingRoutes.listedOn.adoptable)}>{t('listing.seeAll')}</a>
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
            ? t('listing.detailsLoadFailed')
            : t('listing.detailsRefreshFailed')
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
