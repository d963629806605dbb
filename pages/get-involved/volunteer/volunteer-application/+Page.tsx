import { HtmlParagraph } from '#components/Html.tsx';
import { ProsePage } from '#components/PageParts.tsx';
import type { MarkdownPageData } from '#renderer/markdownPage.ts';

export default function Page({ page, trail }: MarkdownPageData) {
  return (
    <ProsePage page={page} trail={trail}>
      {/* The specification shows no questions: applications go to the volunteering mailbox. */}
      {page.note && <HtmlParagraph className="note" html={page.note} />}
    </ProsePage>
  );
}
