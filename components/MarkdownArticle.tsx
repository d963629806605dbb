import type { ReactNode } from 'react';
import type { MarkdownPage } from '#lib/content/types.ts';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';
import { Html } from './Html.tsx';

/** A prose page written in Markdown under content/pages, and what the site adds after its words. */
export function MarkdownArticle({
  page,
  trail,
  children,
}: {
  page: MarkdownPage;
  trail?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <article className="prose">
      {trail && <Breadcrumbs trail={trail} />}
      <h1>{page.title}</h1>
      <Html html={page.html} />
      {children}
    </article>
  );
}
