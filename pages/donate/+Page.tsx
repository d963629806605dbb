import { Html, HtmlParagraph } from '#components/Html.tsx';
import { linked, Tile } from '#components/PageParts.tsx';
import type { MarkdownPageData } from '#renderer/markdownPage.ts';

export default function Page({ page }: MarkdownPageData) {
  const otherWays = page.sections?.otherWays;
  return (
    <>
      <h1>{page.title}</h1>
      {page.lead && <HtmlParagraph className="lead" html={page.lead} />}
      <ul className="card-grid">
        {linked(page.tiles).map((tile) => (
          <li key={tile.heading}>
            <Tile tile={tile} />
          </li>
        ))}
      </ul>
      {otherWays && <h2>{otherWays.heading}</h2>}
      <Html html={page.html} />
    </>
  );
}
