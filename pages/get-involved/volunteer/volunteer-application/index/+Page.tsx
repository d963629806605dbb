import { FormView, type FormPageData } from '#components/forms/FormView.tsx';
import { HtmlParagraph } from '#components/Html.tsx';
import { ProsePage } from '#components/PageParts.tsx';
import type { MarkdownPage } from '#lib/content/types.ts';
import type { Crumb } from '#lib/routes.ts';

/** The page of content/pages, and the volunteer application under its sentence (+data.ts). */
export type Props = FormPageData & { page: MarkdownPage; trail: Crumb[] };

export default function Page({ page, trail, site, form, formsEnabled, privacyNotice }: Props) {
  return (
    <ProsePage page={page} trail={trail}>
      {form && (
        <FormView form={form} site={site} enabled={formsEnabled} privacyNotice={privacyNotice} />
      )}
      {/* The specification's way to apply, kept: the volunteering mailbox. */}
      {page.note && <HtmlParagraph className="note" html={page.note} />}
    </ProsePage>
  );
}
