import type { SiteData } from '../../renderer/siteData.ts';

export default function Page({ site }: SiteData) {
  return (
    <>
      <h1>Ready For Adoption</h1>
      <p>
        The adoption fee for most dogs is $350.00 plus MN sales tax. A $25.00 non-refundable
        application fee is due before your application is processed.
      </p>
      <p>
        <a href="/adopt/application">Adoption Application</a>
      </p>
      <p>
        Our live listings are loading. Meanwhile, see our{' '}
        <a href="/adopt/available-dogs">available dogs</a> or write to{' '}
        <a href={`mailto:${site.emails.adoption}`}>{site.emails.adoption}</a>.
      </p>
    </>
  );
}
