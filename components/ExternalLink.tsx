import type { ReactNode } from 'react';
import { useT } from './Messages.tsx';

/**
 * A link to another site, opened in a new tab and saying so to screen readers. Without an address
 * (a fact left out of site.json) the words stay and the link goes.
 */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  if (!href) return <>{children}</>;
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{t('common.opensInNewTab')}</span>
    </a>
  );
}
