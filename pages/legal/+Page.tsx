import { MarkdownArticle } from '#components/MarkdownArticle.tsx';
import type { MarkdownPageData } from '#renderer/markdownPage.ts';

export default function Page({ page }: MarkdownPageData) {
  return <MarkdownArticle page={page} />;
}
