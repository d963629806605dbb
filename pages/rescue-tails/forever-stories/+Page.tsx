import { Breadcrumbs } from '../../../components/Breadcrumbs.tsx';
import { LiveListing } from '../../../components/listings/LiveListing.tsx';
import type { Data } from './+data.ts';

export default function Page({ animals }: Data) {
  return (
    <>
      <Breadcrumbs
        trail={[{ label: 'Rescue Tails', href: '/rescue-tails' }, { label: 'Forever Stories' }]}
      />
      <h1>Forever Stories</h1>
      <p>This page is a work in progress.</p>
      <LiveListing
        listing="adopted"
        animals={animals}
        emptyText="Stories of our adopted dogs are coming soon."
      />
    </>
  );
}
