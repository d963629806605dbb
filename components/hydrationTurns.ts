// A live page hydrates in one task unless parts of it wait: on a phone, /adopt's 17 cards kept
// the page from answering a tap for some 200 ms. A part that waits (HydrateLater.tsx) stays the
// prerendered markup it is until a task of its own hydrates it. The renderer and useLive take the
// turns from here; HydrateLater is the component that waits for one.
let firstPass = false;
const waiting = new Map<string | number, Promise<void>>();
let lastTurn = Promise.resolve();

// A message to itself: a new task at once, where a chain of timeouts would be held 4 ms apiece.
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Runs the page's hydration in a task after its scripts' own, during which the parts that wait
 * are given their turns, one task each, in the order they come.
 */
export async function hydrateInParts(hydrate: () => void) {
  await nextTask();
  firstPass = true;
  try {
    hydrate();
  } finally {
    firstPass = false;
  }
}

/** The part's turn while it waits for it (a promise to throw); none once it has come, or after hydration. */
export function turnOf(id: string | number): Promise<void> | undefined {
  let turn = waiting.get(id);
  if (!turn && !firstPass) return undefined;
  turn ??= lastTurn = lastTurn.then(nextTask).then(() => void waiting.delete(id));
  waiting.set(id, turn);
  return turn;
}

/**
 * Resolves once every part has had its turn: a change drawn into a part still waiting would be
 * hydrated (its markup kept, attributes and all) instead of drawn.
 */
export const partsHydrated = (): Promise<void> => lastTurn;
