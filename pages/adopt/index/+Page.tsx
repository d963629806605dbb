import { LiveListing } from '#components/listings/LiveListing.tsx';
import type { Data } from './+data.ts';

export default function Page({ animals, alertsEnabled }: Data) {
  return (
    <>
      <h1>Ready For Adoption</h1>
      <p>
        The adoption fee for most dogs is $350.00 plus MN sales tax. A $25.00 non-refundable
        application fee is due before your application is processed.
      </p>
      <p>
        <a href="/adopt/application">Adoption Application</a>
      </p>
      <LiveListing
        listing="adoptable"
        animals={animals}
        filterable
        alertsEnabled={alertsEnabled}
        emptyText="No dogs are listed right now. Please check back soon."
      />
    </>
  );
}
