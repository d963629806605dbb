import { ExternalLink } from '#components/ExternalLink.tsx';
import type { SiteData } from '#renderer/siteData.ts';

export default function Page({ site }: SiteData) {
  return (
    <>
      <h1>Adoption Application</h1>
      {site.forms?.adoptionApplication && (
        <p className="note">
          If you have any issues with the form below or would like to open the form in a new tab,{' '}
          <ExternalLink href={site.forms.adoptionApplication}>click here</ExternalLink>
        </p>
      )}
      {site.forms?.adoptionApplicationEmbed && (
        <iframe
          className="embedded-form"
          src={site.forms.adoptionApplicationEmbed}
          title="Dog adoption application form"
          height="800"
          loading="lazy"
        />
      )}
    </>
  );
}
