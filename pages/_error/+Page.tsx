import { useSyncExternalStore } from 'react';
import { LiveDetails } from '#components/listings/LiveDetails.tsx';
import { useT } from '#components/Messages.tsx';
import { languagePrefix } from '#lib/messages/languages.ts';

const detailsPath = /^\/details\/(\d+)\/?$/;
const noSubscription = () => () => {};

/** The dog id when this 404 answers /details/{id} (/es/details/{id}) for a dog newer than the build. */
function detailsId(lang: string): string | null {
  return detailsPath.exec(window.location.pathname.slice(languagePrefix(lang).length))?.[1] ?? null;
}

export default function Page() {
  // The server (and hydration) renders the not-found text; the browser then reads the URL.
  const t = useT();
  const id = useSyncExternalStore(
    noSubscription,
    () => detailsId(t.lang),
    () => null,
  );
  if (id !== null) return <LiveDetails id={id} animal={null} />;
  return (
    <section className="not-found">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.apology')}</p>
      <p>
        <a className="button" href={t.link('/')}>
          {t('notFound.home')}
        </a>
      </p>
    </section>
  );
}
