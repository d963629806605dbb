import { Html, HtmlParagraph } from '#components/Html.tsx';
import { LinkList } from '#components/PageParts.tsx';
import type { MarkdownPageData } from '#renderer/markdownPage.ts';

export default function Page({ page }: MarkdownPageData) {
  const moreHelp = page.sections?.moreHelp;
  return (
    <>
      <h1>{page.title}</h1>
      {page.note && <HtmlParagraph className="note" html={page.note} />}
      <Html html={page.html} />
      {moreHelp && <h2>{moreHelp.heading}</h2>}
      <LinkList links={page.links} />
    </>
  );
}
