import { mailbox } from '#lib/content/siteFacts.ts';
import type { SiteData } from '#renderer/siteData.ts';
import { Breadcrumbs } from '#components/Breadcrumbs.tsx';

export default function Page({ site }: SiteData) {
  const surrender = mailbox(site, 'surrender');
  return (
    <>
      <Breadcrumbs
        trail={[{ label: 'Resources', href: '/resources' }, { label: 'Surrenders and Returns' }]}
      />
      <h1>Surrenders and Returns</h1>
      <p>
        Life changes, and sometimes a dog needs a new home. We will not judge you: we will help you
        find the right next home for your dog.
      </p>
      <p>
        Please fill out the{' '}
        {site.forms?.releaseOfOwnership ? (
          <a href={site.forms.releaseOfOwnership}>release of ownership form</a>
        ) : (
          'release of ownership form'
        )}{' '}
        and send it to <a href={`mailto:${surrender}`}>{surrender}</a>.
      </p>
      <p>
        If you adopted from us and are having issues, please e-mail{' '}
        <a href={`mailto:${surrender}`}>{surrender}</a> first.
      </p>
    </>
  );
}
