import { mailbox } from '#lib/content/siteFacts.ts';
import type { SiteData } from '#renderer/siteData.ts';
import { Breadcrumbs } from '#components/Breadcrumbs.tsx';

export default function Page({ site }: SiteData) {
  const address = mailbox(site, 'volunteering');
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Get Involved', href: '/get-involved' },
          { label: 'Volunteer', href: '/get-involved/volunteer' },
          { label: 'Volunteer Application' },
        ]}
      />
      <h1>Volunteer Application</h1>
      <p>Please complete all the question below to complete the Application</p>
      {/* The specification shows no questions: applications go to the volunteering mailbox. */}
      <p className="note">
        To apply, e-mail us at <a href={`mailto:${address}`}>{address}</a> with your name, phone
        number and how you would like to help.
      </p>
    </>
  );
}
