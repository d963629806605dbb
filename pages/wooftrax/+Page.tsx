import { ProsePage } from '#components/PageParts.tsx';
import type { MarkdownPageData } from '#renderer/markdownPage.ts';
import { PageLink } from '#components/PageLink.tsx';
import { routes } from '#lib/routes.ts';

export default function Page({ page, trail }: MarkdownPageData) {
  return (
    <ProsePage page={page} trail={trail}>
      {page.back && (
        <p>
          <PageLink to={routes.donate}>
            <span aria-hidden="true">&lt; </span>
            {page.back}
          </PageLink>
        </p>
      )}
    </ProsePage>
  );
}
