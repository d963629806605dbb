import { renderToString } from 'react-dom/server';
import { NotGivenContext } from '#components/GivenPages.tsx';
import { MessagesContext } from '#components/Messages.tsx';
import type { Translate } from '#lib/messages/translator.ts';
import { placeInMenus } from './Header.tsx';
import { Layout, type LayoutProps } from './Layout.tsx';

// Marks a hole in the layout's markup for a page's own parts, as Messages.tsx marks a message's.
const marker = '\u0000';
const hole = (index: number) => `${marker}${index}${marker}`;

// As React writes an attribute's value.
const entities: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};
const inAttribute = (value: string) => value.replace(/["&'<>]/g, (char) => entities[char]!);

// By the language's translator: one per build, a new one per page in `vike dev`, so edits show.
const layouts = new WeakMap<Translate, Map<string, string[]>>();

/**
 * The page's markup in the layout: header, banner, footer. Pages at the same place in the menus
 * (placeInMenus) have the same layout but for the addresses of their language links, so it is
 * rendered once for them, with holes for the page and those addresses, filled in for each page.
 */
export function layoutHtml(props: LayoutProps, t: Translate, notGiven: ReadonlySet<string>) {
  const { pageHtml, languages } = props;
  let rendered = layouts.get(t);
  if (!rendered) layouts.set(t, (rendered = new Map()));
  const key = JSON.stringify([
    placeInMenus(props.currentPath),
    languages.map(({ lang, name }) => [lang, name]),
    props.showsEnglish,
  ]);
  let pieces = rendered.get(key);
  if (!pieces) {
    const holes = languages.map((language, index) => ({ ...language, href: hole(index + 1) }));
    pieces = renderToString(
      <MessagesContext value={t}>
        <NotGivenContext value={notGiven}>
          <Layout {...props} pageHtml={hole(0)} languages={holes} />
        </NotGivenContext>
      </MessagesContext>,
    ).split(marker);
    rendered.set(key, pieces);
  }
  const fills = [pageHtml, ...languages.map(({ href }) => inAttribute(href))];
  // Every second piece names a hole; joined with `+`, which copies nothing until the page is written.
  return pieces.reduce(
    (html, piece, index) => html + (index % 2 ? fills[Number(piece)] : piece),
    '',
  );
}
