import type { FormPageData } from '#renderer/siteData.ts';
import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { FosterApplicationForm } from '#components/forms/FosterApplicationForm.tsx';

export default function Page({ site, formsEnabled }: FormPageData) {
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Get Involved', href: '/get-involved' },
          { label: 'Fostering', href: '/get-involved/foster' },
          { label: 'Foster Application' },
        ]}
      />
      <h1>Foster Application</h1>
      <p>
        Thank you for your interest in fostering. A home visit is required before you foster, and we
        reserve the right to deny any application.
      </p>
      <p>Responses to ALL questions are REQUIRED. If something does not apply, write N/A.</p>
      <FosterApplicationForm site={site} enabled={formsEnabled} />
    </>
  );
}
