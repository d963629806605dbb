import { createContext, useContext } from 'react';
import type { Translate } from '#lib/messages/format.ts';

/** The page's `t(key, args)`: the whole catalogue on the server, a page's own groups in the browser. */
export const MessagesContext = createContext<Translate | null>(null);

export function useT(): Translate {
  const t = useContext(MessagesContext);
  if (!t) throw new Error('useT() outside a MessagesContext provider');
  return t;
}
