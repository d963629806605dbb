import type { MessageKey } from '#lib/messages/translator.ts';
import { formRoutes, trailTo, type FormName, type PageRoute } from '#lib/routes.ts';
import { Breadcrumbs } from '../Breadcrumbs.tsx';
import { useGiven } from '../GivenPages.tsx';
import { useT } from '../Messages.tsx';
import { PageLink } from '../PageLink.tsx';
import { ThankYou } from './ThankYou.tsx';

/** A form's thank-you page (formRoutes): its trail, the thanks, and where to go next. */
export function ThankYouPage({
  form,
  next,
  nextLabel,
}: {
  form: FormName;
  next: PageRoute;
  nextLabel: MessageKey;
}) {
  const t = useT();
  const given = useGiven();
  return (
    <>
      <Breadcrumbs trail={trailTo(t, formRoutes[form].thankYou)} />
      <ThankYou form={form} level={1} />
      {given(next.path) && (
        <p>
          <PageLink to={next}>{t(nextLabel)}</PageLink>
        </p>
      )}
    </>
  );
}
