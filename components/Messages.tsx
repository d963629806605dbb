import { createContext, Fragment, useContext, type ReactNode } from 'react';
import type { MessageKey, Translate } from '#lib/messages/translator.ts';

/** The page's `t(key, args)`: the whole catalogue on the server, a page's own groups in the browser. */
export const MessagesContext = createContext<Translate | null>(null);

export function useT(): Translate {
  const t = useContext(MessagesContext);
  if (!t) throw new Error('useT() outside a MessagesContext provider');
  return t;
}

const marker = '\u0000';

/** A message with elements (links) in place of some of its arguments: `{mail}` → `parts.mail`. */
export function Message({ id, parts }: { id: MessageKey; parts: Record<string, ReactNode> }) {
  const t = useT();
  const marked = Object.keys(parts).map((name) => [name, `${marker}${name}${marker}`]);
  const pieces = t(id, Object.fromEntries(marked)).split(marker);
  // Every second piece names a part.
  return pieces.map((piece, index) =>
    index % 2 ? <Fragment key={index}>{parts[piece]}</Fragment> : piece,
  );
}
