import type { SiteData } from '../../renderer/siteData.ts';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';

export default function Page({ site }: SiteData) {
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Donate', href: '/donate' }, { label: 'WoofTrax' }]} />
      <h1>WoofTrax</h1>
      <p>WoofTrax donates to animal charities when people walk. Choose {site.name}.</p>
      <ol>
        <li>Download the WoofTrax app.</li>
        <li>Choose {site.name} as your animal charity.</li>
        <li>Use the app whenever you walk.</li>
      </ol>
    </>
  );
}
