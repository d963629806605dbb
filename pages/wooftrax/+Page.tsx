import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { ExternalLink } from '#components/ExternalLink.tsx';
import type { SiteData } from '#renderer/siteData.ts';

export default function Page({ site }: SiteData) {
  const app = site.wooftrax;
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Donate', href: '/donate' }, { label: 'WoofTrax' }]} />
      <h1>WoofTrax</h1>
      <p className="lead">
        We have partnered with WoofTrax, a walking app that donates to animal charities when people
        walk. Walk with or without a dog and help {site.name} at no cost to you.
      </p>
      <ol>
        <li>
          Download the app from the <ExternalLink href={app?.site}>WoofTrax site</ExternalLink>, the{' '}
          <ExternalLink href={app?.ios}>App Store</ExternalLink> or{' '}
          <ExternalLink href={app?.android}>Google Play</ExternalLink>.
        </li>
        <li>Choose {site.name} as your animal charity.</li>
        <li>Use the app every time you walk.</li>
      </ol>
      <p>
        <a href="/donate">
          <span aria-hidden="true">&lt; </span>Back to Donate
        </a>
      </p>
    </>
  );
}
