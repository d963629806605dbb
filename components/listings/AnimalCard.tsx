import { createContext, memo, useContext } from 'react';
import { animalGoodWith } from '#lib/filters/dogFacts.ts';
import { animalPageUrl, type OwnPages as OwnPagesOf } from '#lib/listings/ownPages.ts';
import { valueWord } from '#lib/messages/translator.ts';
import type { ListedAnimal } from '#lib/listings/normalize.ts';
import { GoodWithBadges } from '../filters/GoodWithBadges.tsx';
import { useT } from '../Messages.tsx';
import { AnimalPhoto } from './AnimalPhoto.tsx';
import './listings.css';

/** The rescue's own dogs by Dog ID: a card of one of them leads to the dog's own page. */
export const OwnPages = createContext<OwnPagesOf>({});

interface AnimalCardProps {
  animal: ListedAnimal;
  /** Load the photo at once: set on the first card. */
  eager?: boolean;
}

/** Memoised: a listing that draws again (its refresh, a filter) leaves unchanged cards alone. */
export const AnimalCard = memo(function AnimalCard({ animal, eager }: AnimalCardProps) {
  const t = useT();
  const page = animalPageUrl(animal, useContext(OwnPages));
  return (
    // Labelled by name and the rescue's Dog ID: its own dog and a service's may share a name.
    <article
      className="card listing-card"
      aria-labelledby={`animal-${animal.id}${animal.dogID ? ` animal-${animal.id}-ref` : ''}`}
    >
      <AnimalPhoto
        photo={animal.photos[0]}
        size="medium"
        alt={t('listing.cardPhoto', { name: animal.name })}
        name={animal.name}
        eager={eager}
      />
      <div className="card-body">
        <h2 id={`animal-${animal.id}`}>{animal.name}</h2>
        {animal.dogID && (
          <span id={`animal-${animal.id}-ref`} hidden>
            {animal.dogID}
          </span>
        )}
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
        <a className="button" href={t.link(page)}>
          {t('listing.moreInfo')}
          <span className="visually-hidden">{t('listing.aboutHidden', { name: animal.name })}</span>
        </a>
      </div>
    </article>
  );
});

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
