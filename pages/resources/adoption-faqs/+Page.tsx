import { ProsePage } from '#components/PageParts.tsx';
import type { MarkdownPageData } from '#renderer/markdownPage.ts';

export default function Page({ page, trail }: MarkdownPageData) {
  return <ProsePage page={page} trail={trail} article />;
}
