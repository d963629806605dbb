import type { SiteData } from '#renderer/siteData.ts';
import { ExternalLink } from '#components/ExternalLink.tsx';
import { Breadcrumbs } from '#components/Breadcrumbs.tsx';

export default function Page({ site }: SiteData) {
  return (
    <>
      <Breadcrumbs
        trail={[{ label: 'Get Involved', href: '/get-involved' }, { label: 'Fostering' }]}
      />
      <h1>Fostering</h1>
      <p>
        Every dog in our rescue lives in a foster home until adoption. Fosters give a dog a safe
        place to land; we cover food, supplies and vet care.
      </p>
      <p>
        <ExternalLink href={site.forms?.fosterApplication}>
          Read and fill out the foster application
        </ExternalLink>{' '}
        or <a href="/get-involved/foster-application">apply on this site</a>.
      </p>
    </>
  );
}
