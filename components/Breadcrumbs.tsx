import { createContext, useContext } from 'react';
import type { Crumb } from '#lib/routes.ts';
import { useT } from './Messages.tsx';

export type { Crumb };

/** Set by the server renderer to collect each trail for the page's BreadcrumbList structured data. */
export const BreadcrumbTrails = createContext<Crumb[][] | undefined>(undefined);

/** Trail of links to the pages above this one; the last crumb is the current page. */
export function Breadcrumbs({ trail: pages }: { trail: Crumb[] }) {
  const t = useT();
  // In the page's language, for the links and the structured data alike.
  const trail = pages.map((crumb) => ({
    ...crumb,
    ...(crumb.href && { href: t.link(crumb.href) }),
  }));
  useContext(BreadcrumbTrails)?.push(trail);
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
