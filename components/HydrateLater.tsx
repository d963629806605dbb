import { Fragment, Suspense, type ReactNode } from 'react';
import { turnOf } from './hydrationTurns.ts';

type PartProps = { id: string | number; children: ReactNode };

function Waits({ id, children }: PartProps) {
  const turn = turnOf(id);
  // Preact keeps a suspended part's markup as it is while hydrating, and hydrates it on its turn.
  if (turn) throw turn;
  return children;
}

/**
 * A part of a hydrating page (one element at its root) that hydrates in a task after the page's
 * own (hydrationTurns.ts); drawn at once on the server and in any later render.
 */
export function HydrateLater({ id, children }: PartProps) {
  // On the server a Suspense boundary would add its markers to the HTML; nothing waits there.
  const Boundary = typeof document === 'undefined' ? Fragment : Suspense;
  return (
    <Boundary>
      <Waits id={id}>{children}</Waits>
    </Boundary>
  );
}
