import type { GoodWith, ListedAnimal } from '#lib/listings/normalize.ts';
import { valueWord, type MessageKey } from '#lib/messages/translator.ts';
import { useT } from '../Messages.tsx';
import { AnimalPhoto } from './AnimalPhoto.tsx';
import './listings.css';
import { listingRoutes } from '#lib/liveRoutes.ts';

export function BackToAdopt() {
  const t = useT();
  return (
    <p>
      <a className="button button-back" href={t.link(listingRoutes.listedOn.adoptable)}>
        <span aria-hidden="true">&lt; </span>
        {t('listing.backToAll')}
      </a>
    </p>
  );
}

function ApplyNote() {
  const t = useT();
  return (
    <div className="listing-apply">
      <a className="button" href={t.link(listingRoutes.apply)}>
        {t('listing.apply')}
      </a>
      <p>{t('listing.oneApplication')}</p>
    </div>
  );
}

const goodWithWords: Record<GoodWith, MessageKey> = {
  yes: 'listing.yes',
  no: 'listing.no',
  'not known': 'listing.notKnown',
};

function yesNo(value: boolean | undefined): MessageKey | undefined {
  return value === undefined ? undefined : value ? 'listing.yes' : 'listing.no';
}

export function AnimalDetails({ animal }: { animal: ListedAnimal }) {
  const t = useT();
  const word = (key: MessageKey | undefined) => key && t(key);
  // Rows the service does not know are left out; "not known" is kept where it helps an adopter.
  const summary: [MessageKey, string | undefined][] = [
    ['listing.detailName', t('listing.nameAndId', { name: animal.name, id: animal.id })],
    ['listing.detailStatus', valueWord(t, animal.status)],
    ['listing.detailBreed', animal.breed],
    ['listing.detailAge', animal.age && valueWord(t, animal.age)],
    ['listing.detailGender', animal.gender && valueWord(t, animal.gender)],
    ['listing.detailCoat', animal.coat && valueWord(t, animal.coat)],
    ['listing.detailColor', animal.color],
    ['listing.detailDogs', t(goodWithWords[animal.goodWith.dogs])],
    ['listing.detailCats', t(goodWithWords[animal.goodWith.cats])],
    ['listing.detailKids', t(goodWithWords[animal.goodWith.children])],
    ['listing.detailHouseTrained', word(yesNo(animal.houseTrained))],
    ['listing.detailSpecialNeeds', word(yesNo(animal.specialNeeds))],
    ['listing.detailShots', word(yesNo(animal.shotsCurrent))],
    ['listing.detailSpayed', word(yesNo(animal.spayedNeutered))],
  ];
  return (
    <article className="listing-details">
      <BackToAdopt />
      {animal.photos.length === 0 ? (
        <AnimalPhoto photo={undefined} size="large" alt="" name={animal.name} eager />
      ) : (
        <ul
          className="listing-gallery"
          aria-label={t('listing.galleryLabel', { name: animal.name })}
        >
          {animal.photos.map((photo, index) => (
            <li key={photo.large}>
              <AnimalPhoto
                photo={photo}
                size="large"
                alt={t('listing.galleryPhoto', { name: animal.name, number: index + 1 })}
                name={animal.name}
                eager={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
      <h1>{animal.name}</h1>
      {animal.description.length > 0 && (
        <div className="listing-description">
          {animal.description.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
      <h2>{t('listing.summaryInfo')}</h2>
      <dl className="listing-summary">
        {summary.map(
          ([term, value]) =>
            value && (
              <div key={term}>
                <dt>{t(term)}</dt>
                <dd>{value}</dd>
              </div>
            ),
        )}
      </dl>
      <ApplyNote />
    </article>
  );
}

/** Grey stand-ins for the details while they load. */
export function DetailsSkeleton() {
  const t = useT();
  return (
    <div className="listing-details" aria-busy="true">
      <BackToAdopt />
      <p className="visually-hidden" role="status">
        {t('listing.loadingDetails')}
      </p>
      <div aria-hidden="true">
        <div className="listing-photo skeleton-block" />
        <div className="skeleton-line skeleton-title" />
        <div className="skeleton-line" />
        <div className="skeleton-line" />
        <div className="skeleton-line skeleton-short" />
      </div>
    </div>
  );
}
