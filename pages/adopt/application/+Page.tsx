import type { SiteData } from '../../../renderer/siteData.ts';

export default function Page({ site }: SiteData) {
  return (
    <>
      <h1>Adoption Application</h1>
      <p>
        If you have any issues with the form below or would like to open the form in a new tab,{' '}
        <a href={site.forms.adoptionApplication} target="_blank" rel="noopener noreferrer">
          click here
        </a>
      </p>
      <iframe
        className="embedded-form"
        src={site.forms.adoptionApplicationEmbed}
        title="Dog adoption application form"
        width="100%"
        height="800"
        loading="lazy"
      >
        <a href={site.forms.adoptionApplication}>Open the adoption application</a>
      </iframe>
    </>
  );
}
