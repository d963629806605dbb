import { MarkdownArticle } from '#components/MarkdownArticle.tsx';
import { PrivacyNotice } from '#components/PrivacyNotice.tsx';
import type { Data } from './+data.ts';

export default function Page({ page, site, notice }: Data) {
  return (
    <MarkdownArticle page={page}>
      {notice && <PrivacyNotice facts={notice} site={site} />}
    </MarkdownArticle>
  );
}
