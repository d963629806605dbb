import { LiveListing } from '#components/listings/LiveListing.tsx';
import type { Data } from './+data.ts';
import { useT } from '#components/Messages.tsx';

export default function Page({ animals, breeds, hasFees, alertsEnabled }: Data) {
  const t = useT();
  return (
    <>
      <h1>{t('nav.readyForAdoption')}</h1>
      {hasFees && <p>{t('adopt.feeNote')}</p>}
      <p>
        <a href="/adopt/application">{t('nav.adoptionApplication')}</a>
      </p>
      <LiveListing
        listing="adoptable"
        animals={animals}
        filterBreeds={breeds}
        alertsEnabled={alertsEnabled}
        emptyText="listing.emptyAdoptable"
      />
    </>
  );
}
