import { linked, Tile } from '#components/PageParts.tsx';
import type { MarkdownPageData } from '#renderer/markdownPage.ts';

export default function Page({ page }: MarkdownPageData) {
  return (
    <>
      <h1>{page.title}</h1>
      {linked(page.tiles).map((tile) => (
        <Tile key={tile.heading} tile={tile} className="tile store-card" />
      ))}
    </>
  );
}
