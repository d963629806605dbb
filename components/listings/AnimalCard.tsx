import { animalGoodWith } from '#lib/filters/dogFacts.ts';
import { valueWord } from '#lib/messages/format.ts';
import type { ListedAnimal } from '#lib/listings/normalize.ts';
import { GoodWithBadges } from '../filters/GoodWithBadges.tsx';
import { useT } from '../Messages.tsx';
import { AnimalPhoto } from './AnimalPhoto.tsx';
import './listings.css';

interface AnimalCardProps {
  animal: ListedAnimal;
  /** Load the photo at once: set on the first card. */
  eager?: boolean;
}

export function AnimalCard({ animal, eager }: AnimalCardProps) {
  const t = useT();
  return (
    <article className="card listing-card" aria-labelledby={`animal-${animal.id}`}>
      <AnimalPhoto
        photo={animal.photos[0]}
        size="medium"
        alt={t('listing.cardPhoto', { name: animal.name })}
        name={animal.name}
        eager={eager}
      />
      <div className="card-body">
        <h2 id={`animal-${animal.id}`}>{animal.name}</h2>
        {animal.excerpt && <p>{animal.excerpt}</p>}
        <p>
          <strong>{t('listing.status')}</strong> {valueWord(t, animal.status)}
        </p>
        <p>
          <strong>{t('listing.age')}</strong> {valueWord(t, animal.age)}
        </p>
        {animal.breed && (
          <p>
            <strong>{t('listing.breed')}</strong> {animal.breed}
          </p>
        )}
        <GoodWithBadges goodWith={animalGoodWith(animal)} />
        <a className="button" href={t.link(`/details/${animal.id}`)}>
          {t('listing.moreInfo')}
          <span className="visually-hidden">{t('listing.aboutHidden', { name: animal.name })}</span>
        </a>
      </div>
    </article>
  );
}

/** A grey stand-in card shown while the listing loads. */
export function SkeletonCard() {
  return (
    <div className="card listing-card listing-skeleton">
      <div className="listing-photo skeleton-block" />
      <div className="card-body">
        <div className="skeleton-line skeleton-title" />
        <div className="skeleton-line" />
        <div className="skeleton-line" />
        <div className="skeleton-line skeleton-short" />
      </div>
    </div>
  );
}
