import { FilterableListing } from '#components/listings/FilterableListing.tsx';
import { LiveListing } from '#components/listings/LiveListing.tsx';
import { OwnPages } from '#components/listings/AnimalCard.tsx';
import { useT } from '#components/Messages.tsx';
import type { BreedChoice } from '#lib/filters/facets.ts';
import type { ListedAnimal } from '#lib/listings/normalize.ts';
import type { OwnPages as OwnPagesOf } from '#lib/listings/ownPages.ts';
import { listingRoutes } from '#lib/liveRoutes.ts';

/** What the page draws, here where it hydrates: its data hook (+data.ts) returns it. */
export interface Props {
  /** The build's snapshot of the service's adoptable dogs; null when the build had none. */
  animals: ListedAnimal[] | null;
  own: ListedAnimal[];
  breeds: BreedChoice[];
  ownPages: OwnPagesOf;
  feeNote: string | undefined;
  alertsEnabled: boolean;
}

export default function Page({ animals, own, breeds, ownPages, feeNote, alertsEnabled }: Props) {
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
