import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { ExternalLink } from '#components/ExternalLink.tsx';
import type { SiteData } from '#renderer/siteData.ts';

export default function Page({ site }: SiteData) {
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Donate', href: '/donate' }, { label: 'Amazon Smile' }]} />
      <h1>Amazon Smile</h1>
      <p className="lead">Shop as usual and a part of every eligible purchase goes to our dogs.</p>
      <ol>
        <li>
          Go to <ExternalLink href={site.donationLinks?.amazonSmile}>Amazon Smile</ExternalLink> and
          sign in.
        </li>
        <li>Search for {site.name} and choose it as your charity.</li>
        <li>Shop at Amazon Smile: eligible purchases then support the rescue.</li>
      </ol>
    </>
  );
}
