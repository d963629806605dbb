import { FilterableListing } from '#components/listings/FilterableListing.tsx';
import { LiveListing } from '#components/listings/LiveListing.tsx';
import { OwnPages } from '#components/listings/AnimalCard.tsx';
import type { Data } from './+data.ts';
import { useT } from '#components/Messages.tsx';
import { listingRoutes } from '#lib/liveRoutes.ts';

export default function Page({ animals, own, breeds, ownPages, feeNote, alertsEnabled }: Data) {
  const t = useT();
  return (
    <>
      <h1>{t('nav.readyForAdoption')}</h1>
      {feeNote && <p>{feeNote}</p>}
      <p>
        <a href={t.link(listingRoutes.apply)}>{t('nav.adoptionApplication')}</a>
      </p>
      <OwnPages.Provider value={ownPages}>
        <LiveListing
          listing="adoptable"
          animals={animals}
          own={own}
          filtered={(shown) => (
            <FilterableListing animals={shown} breeds={breeds} alertsEnabled={alertsEnabled} />
          )}
          emptyText="listing.emptyAdoptable"
        />
      </OwnPages.Provider>
    </>
  );
}
