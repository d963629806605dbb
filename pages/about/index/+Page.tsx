import { Html, HtmlParagraph } from '#components/Html.tsx';
import type { MarkdownPageData } from '#renderer/markdownPage.ts';

export default function Page({ site, page }: MarkdownPageData) {
  const recognition = page.sections?.recognition;
  return (
    <>
      <h1>{page.title}</h1>
      <Html html={page.html} />
      {page.button && (
        <p>
          <a className="button" href="/about/our-team">
            {page.button}
          </a>
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
