import type { AnchorHTMLAttributes } from 'react';
import type { PageRoute } from '#lib/routes.ts';
import { useT } from './Messages.tsx';

/** A link to a page of the route table (`routes.donate`), in the language of the page it is on. */
export function PageLink({
  to,
  ...attributes
}: { to: PageRoute } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const t = useT();
  return <a {...attributes} href={t.link(to.path)} />;
}
