import { Html, HtmlParagraph } from '#components/Html.tsx';
import { linked, Tile } from '#components/PageParts.tsx';
import type { MarkdownPageData } from '#renderer/markdownPage.ts';

export default function Page({ page }: MarkdownPageData) {
  const tiles = linked(page.tiles);
  // Without a tile (no donation link given), the text's ways are the only ones, not "other ways".
  const otherWays = tiles.length > 0 && page.sections?.otherWays;
  return (
    <>
      <h1>{page.title}</h1>
      {page.lead && <HtmlParagraph className="lead" html={page.lead} />}
      {tiles.length > 0 && (
        <ul className="card-grid">
          {tiles.map((tile) => (
            <li key={tile.heading}>
              <Tile tile={tile} />
            </li>
          ))}
        </ul>
      )}
      {otherWays && <h2>{otherWays.heading}</h2>}
      <Html html={page.html} />
    </>
  );
}
