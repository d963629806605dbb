import { initialOf } from '#lib/reach/text.ts';
import { useT } from './Messages.tsx';

/** Where a record has no photo yet: its name's initial in the brand colours, as large as a card's photo. */
export function NoPhoto({ name }: { name: string }) {
  const t = useT();
  return (
    <div className="no-photo" role="img" aria-label={t('listing.noPhoto', { name })}>
      <span aria-hidden="true">{initialOf(name)}</span>
    </div>
  );
}
