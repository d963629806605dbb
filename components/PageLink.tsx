import type { AnchorHTMLAttributes } from 'react';
import type { PageRoute } from '#lib/routes.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { useT } from './Messages.tsx';

type Target = { to: PageRoute; href?: never } | { href: string; to?: never };

/**
 * A link to a page of the route table (`to={routes.donate}`) or to an address written in content
 * (`href`), in the language of the page it is on; an address of another site opens in a new tab.
 */
export function PageLink({
  to,
  href,
  ...attributes
}: Target & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const t = useT();
  const address = to?.path ?? href!;
  if (!address.startsWith('/')) {
    return (
      <ExternalLink className={attributes.className} href={address}>
        {attributes.children}
      </ExternalLink>
    );
  }
  return <a {...attributes} href={t.link(address)} />;
}
