import type { ReactNode } from 'react';
import type { MarkdownPage } from '#lib/content/types.ts';
import { useGiven } from './GivenPages.tsx';
import { PageLink } from './PageLink.tsx';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';
import { Html, HtmlParagraph } from './Html.tsx';

type Tile = NonNullable<MarkdownPage['tiles']>[number];

/** A tile of a page's front matter: a heading, a sentence and a button. */
export function Tile({ tile, className = 'tile' }: { tile: Tile; className?: string }) {
  return (
    <article className={className}>
      <h2>{tile.heading}</h2>
      <HtmlParagraph html={tile.text} />
      <PageLink className="button" href={tile.link}>
        {tile.button}
      </PageLink>
    </article>
  );
}

/** The tiles and links whose address is not empty (a fact site.json leaves empty hides them). */
export function linked<Item extends { link: string }>(items: Item[] = []): Item[] {
  return items.filter((item) => item.link);
}

/** A page's links as a list of large buttons; a link whose address is empty, or whose page is not given, is left out. */
export function LinkList({ links = [] }: { links?: MarkdownPage['links'] }) {
  const given = useGiven();
  return (
    <ul className="link-list">
      {linked(links)
        .filter((link) => given(link.link))
        .map((link) => (
          <li key={link.link}>
            <PageLink href={link.link}>{link.label}</PageLink>
          </li>
        ))}
    </ul>
  );
}

/**
 * A page of content/pages: its trail (under a section), heading, lead and text, then the rest; an
 * `article` for a text read as one piece (the legal pages, the FAQs).
 */
export function ProsePage({
  page,
  trail,
  article = false,
  children,
}: {
  page: MarkdownPage;
  trail?: Crumb[];
  article?: boolean;
  children?: ReactNode;
}) {
  const words = (
    <>
      <Breadcrumbs trail={trail} />
      <h1>{page.title}</h1>
      {page.lead && <HtmlParagraph className="lead" html={page.lead} />}
      {page.html && <Html html={page.html} />}
      {children}
    </>
  );
  return article ? <article className="prose">{words}</article> : words;
}
