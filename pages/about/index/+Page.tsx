import { useGiven } from '#components/GivenPages.tsx';
import { Html, HtmlParagraph } from '#components/Html.tsx';
import type { Data } from './+data.ts';
import { PageLink } from '#components/PageLink.tsx';
import { routes } from '#lib/routes.ts';

export default function Page({ site, page }: Data) {
  const given = useGiven();
  const recognition = page.sections?.recognition;
  return (
    <>
      <h1>{page.title}</h1>
      <Html html={page.html} />
      {/* Meet Our Team leads nowhere until the rescue has team members. */}
      {page.button && given(routes.ourTeam.path) && (
        <p>
          <PageLink className="button" to={routes.ourTeam}>
            {page.button}
          </PageLink>
        </p>
      )}
      {recognition && site.award && (
        <>
          <h2>{recognition.heading}</h2>
          <p className="note">{site.award}</p>
          {recognition.text && <HtmlParagraph html={recognition.text} />}
        </>
      )}
    </>
  );
}
