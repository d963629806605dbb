import { FormView } from '#components/forms/FormView.tsx';
import { HtmlParagraph } from '#components/Html.tsx';
import { ProsePage } from '#components/PageParts.tsx';
import type { Data } from './+data.ts';

export default function Page({ page, trail, site, form, formsEnabled, privacyNotice }: Data) {
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
