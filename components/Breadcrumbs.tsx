import type { Crumb } from '#lib/routes.ts';
import type { Translate } from '#lib/messages/translator.ts';
import { useT } from './Messages.tsx';

export type { Crumb };

/**
 * A page's trail as its breadcrumbs and their structured data show it, in its language (`t`);
 * none for a page with nothing above it.
 */
export function shownTrail(t: Translate, trail: Crumb[] | undefined): Crumb[] | undefined {
  if (!trail || trail.length < 2) return undefined;
  return trail.map((crumb) => ({ ...crumb, ...(crumb.href && { href: t.link(crumb.href) }) }));
}

/** Trail of links to the pages above this one (the page's data); the last crumb is the current page. */
export function Breadcrumbs({ trail: pages }: { trail: Crumb[] | undefined }) {
  const t = useT();
  const trail = shownTrail(t, pages);
  if (!trail) return null;
  return (
    <nav className="breadcrumb" aria-label={t('common.breadcrumb')}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.label}>
            {crumb.href && index < trail.length - 1 ? (
              <a href={crumb.href}>{crumb.label}</a>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
