import type { Site } from '#lib/content/types.generated.ts';
import { routes } from '#lib/routes.ts';
import { Message, useT } from './Messages.tsx';
import { PageLink } from './PageLink.tsx';

/** What a page says while the rescue has not given its content: how to reach the rescue meanwhile. */
export function NotGivenPage({ title, site }: { title: string; site: Site }) {
  const t = useT();
  return (
    <>
      <h1>{title}</h1>
      <p>
        <Message
          id="notGiven.text"
          parts={{
            mail: <a href={`mailto:${site.email}`}>{site.email}</a>,
            phone: <a href={`tel:${site.phone.replace(/[^0-9+]/g, '')}`}>{site.phone}</a>,
          }}
        />
      </p>
      <p>
        <PageLink className="button" to={routes.home}>
          {t('notGiven.home')}
        </PageLink>
      </p>
    </>
  );
}
