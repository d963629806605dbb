import type { GoodWith } from '#lib/filters/facets.ts';
import { useT } from '../Messages.tsx';
import './filters.css';

const kinds: GoodWith[] = ['kids', 'dogs', 'cats'];

/** Small labelled badges: good (or not) with kids, dogs and cats; what is not known is left out. */
export function GoodWithBadges({ goodWith }: { goodWith: Record<GoodWith, boolean | null> }) {
  const t = useT();
  const known = kinds.filter((kind) => goodWith[kind] !== null);
  if (known.length === 0) return null;
  return (
    <ul className="good-with" aria-label={t('listing.goodWithLabel')}>
      {known.map((kind) =>
        goodWith[kind] ? (
          <li key={kind}>
            <span aria-hidden="true">✓ </span>
            {t('listing.goodWith', { kind })}
          </li>
        ) : (
          <li key={kind} className="good-with-no">
            <span aria-hidden="true">✗ </span>
            {t('listing.notWith', { kind })}
          </li>
        ),
      )}
    </ul>
  );
}
