import type { SiteData } from '../../../renderer/siteData.ts';
import { Breadcrumbs } from '../../../components/Breadcrumbs.tsx';

export default function Page({ site }: SiteData) {
  return (
    <>
      <Breadcrumbs
        trail={[{ label: 'Rescue Tails', href: '/rescue-tails' }, { label: 'Forever Stories' }]}
      />
      <h1>Forever Stories</h1>
      <p>This page is a work in progress.</p>
      <p>
        Stories of our adopted dogs are coming soon. Have one to share? E-mail{' '}
        <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
    </>
  );
}
