import type { SiteData } from '../../renderer/siteData.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';

export default function Page({ site }: SiteData) {
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Donate', href: '/donate' }, { label: 'Amazon Smile' }]} />
      <h1>Amazon Smile</h1>
      <ol>
        <li>
          Go to <a href={site.donationLinks.amazonSmile}>the charity programme</a> and sign in.
        </li>
        <li>Search for {site.name} and choose it as your charity.</li>
        <li>Shop as usual: a part of every eligible purchase goes to our dogs.</li>
      </ol>
    </>
  );
}
