import { Breadcrumbs } from '#components/Breadcrumbs.tsx';

export default function Page() {
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Resources', href: '/resources' }, { label: 'Newsletter' }]} />
      <h1>Newsletter</h1>
      <p>Coming Soon</p>
    </>
  );
}
