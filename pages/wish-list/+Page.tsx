import { Breadcrumbs } from '#components/Breadcrumbs.tsx';

export default function Page() {
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Donate', href: '/donate' }, { label: 'Wish List' }]} />
      <h1>Wish List</h1>
      <p>Our wish list is being updated. Please check back soon!</p>
    </>
  );
}
