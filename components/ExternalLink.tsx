import type { ReactNode } from 'react';
import { useT } from './Messages.tsx';

/** A link to another site, opened in a new tab and saying so to screen readers. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{t('common.opensInNewTab')}</span>
    </a>
  );
}
