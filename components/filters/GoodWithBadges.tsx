import type { GoodWith } from '#lib/filters/facets.ts';
import './filters.css';

const names: Record<GoodWith, string> = { kids: 'kids', dogs: 'dogs', cats: 'cats' };

/** Small labelled badges: good (or not) with kids, dogs and cats; what is not known is left out. */
export function GoodWithBadges({ goodWith }: { goodWith: Record<GoodWith, boolean | null> }) {
  const known = (Object.keys(names) as GoodWith[]).filter((kind) => goodWith[kind] !== null);
  if (known.length === 0) return null;
  return (
    <ul className="good-with" aria-label="Gets along with">
      {known.map((kind) =>
        goodWith[kind] ? (
          <li key={kind}>
            <span aria-hidden="true">✓ </span>Good with {names[kind]}
          </li>
        ) : (
          <li key={kind} className="good-with-no">
            <span aria-hidden="true">✗ </span>Not with {names[kind]}
          </li>
        ),
      )}
    </ul>
  );
}
