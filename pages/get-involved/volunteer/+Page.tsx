import { mailbox } from '#lib/content/siteFacts.ts';
import type { SiteData } from '#renderer/siteData.ts';
import { Breadcrumbs } from '#components/Breadcrumbs.tsx';

export default function Page({ site }: SiteData) {
  const address = mailbox(site, 'volunteering');
  return (
    <>
      <Breadcrumbs
        trail={[{ label: 'Get Involved', href: '/get-involved' }, { label: 'Volunteer' }]}
      />
      <h1>Volunteer</h1>
      <p>
        We are run entirely by volunteers: transport, events, home visits, fundraising and more.
        Interested? E-mail us at <a href={`mailto:${address}`}>{address}</a>.
      </p>
      <p>
        <a href="/get-involved/volunteer/volunteer-application">Volunteer Application</a>
      </p>
    </>
  );
}
