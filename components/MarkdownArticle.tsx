import type { MarkdownPage } from '#lib/content/contentRender.ts';
import { Breadcrumbs, type Crumb } from './Breadcrumbs.tsx';
import { Html } from './Html.tsx';

/** A prose page written in Markdown under content/pages. */
export function MarkdownArticle({ page, trail }: { page: MarkdownPage; trail?: Crumb[] }) {
  return (
    <article className="prose">
      {trail && <Breadcrumbs trail={trail} />}
      <h1>{page.title}</h1>
      <Html html={page.html} />
    </article>
  );
}
