import { Breadcrumbs } from '#components/Breadcrumbs.tsx';

export default function Page() {
  return (
    <>
      <Breadcrumbs
        trail={[{ label: 'Donate', href: '/donate' }, { label: 'Sponsor a Rescue Animal' }]}
      />
      <h1>Sponsor a Rescue Animal</h1>
      <p>Sponsorships are coming soon. Please check back soon!</p>
    </>
  );
}
