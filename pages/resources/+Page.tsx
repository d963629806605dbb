import { mailbox } from '#lib/content/siteFacts.ts';
import { ExternalLink } from '#components/ExternalLink.tsx';
import type { SiteData } from '#renderer/siteData.ts';

export default function Page({ site }: SiteData) {
  return (
    <>
      <h1>Resources</h1>
      <p className="note">
        We are run entirely by volunteers, so please allow a few days for a reply and for
        applications to be processed. Thank you for your patience.
      </p>
      <h2>Contacts</h2>
      <ul>
        <li>
          Fostering:{' '}
          <a href={`mailto:${mailbox(site, 'fostering')}`}>{mailbox(site, 'fostering')}</a>
        </li>
        <li>
          Surrenders:{' '}
          <a href={`mailto:${mailbox(site, 'surrender')}`}>{mailbox(site, 'surrender')}</a>
        </li>
      </ul>
      <h2>Forms</h2>
      <ul>
        <li>
          <a href="/adopt/application">Adoption application</a>
        </li>
        {site.forms?.fosterApplication && (
          <li>
            <ExternalLink href={site.forms.fosterApplication}>Foster application</ExternalLink>
          </li>
        )}
        {site.forms?.surrenderApplication && (
          <li>
            <ExternalLink href={site.forms.surrenderApplication}>
              Surrender dog application (PDF)
            </ExternalLink>
          </li>
        )}
      </ul>
      <h2>More help</h2>
      <ul className="link-list">
        <li>
          <a href="/resources/adoption-faqs">Adoption FAQs</a>
        </li>
        <li>
          <a href="/resources/surrenders-return">Surrenders and Returns</a>
        </li>
        <li>
          <a href="/adopt/courtesy-postings">Courtesy Postings</a>
        </li>
        <li>
          <a href="/resources/newsletter">Newsletter</a>
        </li>
      </ul>
    </>
  );
}
