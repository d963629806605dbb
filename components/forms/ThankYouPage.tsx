import type { MessageKey } from '#lib/messages/translator.ts';
import type { Crumb, FormName, PageRoute } from '#lib/routes.ts';
import { Breadcrumbs } from '../Breadcrumbs.tsx';
import { useGiven } from '../GivenPages.tsx';
import { useT } from '../Messages.tsx';
import { PageLink } from '../PageLink.tsx';
import { ThankYou } from './ThankYou.tsx';

/** A form's thank-you page (formRoutes): its trail, the thanks, and where to go next. */
export function ThankYouPage({
  form,
  trail,
  next,
  nextLabel,
}: {
  form: FormName;
  trail: Crumb[];
  next: PageRoute;
  nextLabel: MessageKey;
}) {
  const t = useT();
  const given = useGiven();
  return (
    <>
      <Breadcrumbs trail={trail} />
      <ThankYou form={form} level={1} />
      {given(next.path) && (
        <p>
          <PageLink to={next}>{t(nextLabel)}</PageLink>
        </p>
      )}
    </>
  );
}
