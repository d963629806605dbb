import { MarkdownArticle } from '#components/MarkdownArticle.tsx';
import type { MarkdownPage } from '#lib/content/load.ts';

export default function Page({ page }: { page: MarkdownPage }) {
  return <MarkdownArticle page={page} />;
}
