import type { ReactNode } from 'react';
import type { DogStatus } from '#lib/content/dogLife.ts';
import type { CourtesyPosting, Dog } from '#lib/content/types.generated.ts';
import { valueWord, type MessageKey } from '#lib/messages/translator.ts';
import { ContentPhoto } from './ContentPhoto.tsx';
import { Html } from './Html.tsx';
import { useT } from './Messages.tsx';
import { NoPhoto } from './NoPhoto.tsx';

type DogFields = Dog | CourtesyPosting;

/** What a page says first of a dog that is not simply available. */
const statusNotes: Partial<Record<DogStatus, MessageKey>> = {
  Unavailable: 'adopt.unavailableNote',
  'Adoption pending': 'adopt.pendingNote',
  Adopted: 'adopt.adoptedNote',
};

/** The details of a local dog record; `adoption` is what to do next (apply, or contact the owner). */
export function DogDetails({ dog, adoption }: { dog: DogFields; adoption: ReactNode }) {
  const t = useT();
  const value = (word: string | undefined) => word && valueWord(t, word);
  // A courtesy posting has none of the facts only a dog record gives (size, the listing services' three).
  const dogOnly: Partial<Dog> = dog;
  const summary: [MessageKey, string | undefined][] = [
    ['adopt.name', dog.dogName],
    ['adopt.status', value(dog.dogAdoptionStatus)],
    ['adopt.breed', dog.dogBreed],
    ['adopt.age', dog.dogAge],
    ['adopt.gender', value(dog.dogGender)],
    ['adopt.coatLength', value(dog.dogCoatLength)],
    ['adopt.coatColor', dog.dogCoatColor],
    ['adopt.dogFriendly', value(dog.dogFriendlyWithDogs)],
    ['adopt.catFriendly', value(dog.dogFriendlyWithCats)],
    ['adopt.kidFriendly', value(dog.dogFriendlyWithKids)],
  ];
  const details: [MessageKey, string | undefined][] = [
    ['adopt.name', dog.dogName],
    ['adopt.status', value(dog.dogAdoptionStatus)],
    ['adopt.id', dog.dogID],
    ['adopt.age', dog.dogAge],
    ['adopt.gender', value(dog.dogGender)],
    ['adopt.breed', dog.dogBreed],
    ['adopt.coatLength', value(dog.dogCoatLength)],
    ['adopt.coatColor', dog.dogCoatColor],
    ['adopt.weight', dog.dogWeight],
    ['filters.legendSize', value(dogOnly.dogSize)],
    ['adopt.dogFriendly', value(dog.dogFriendlyWithDogs)],
    ['adopt.catFriendly', value(dog.dogFriendlyWithCats)],
    ['adopt.kidFriendly', value(dog.dogFriendlyWithKids)],
    ['adopt.houseTrained', value(dog.dogHouseTrained ?? 'Unknown')],
    ['adopt.crateTrained', value(dog.dogCrateTrained ?? 'Unknown')],
    ['adopt.energyLevel', value(dog.dogEnergyLevel)],
    ['listing.detailSpayed', value(dogOnly.dogSpayedNeutered)],
    ['listing.detailShots', value(dogOnly.dogShotsCurrent)],
    ['listing.detailSpecialNeeds', value(dogOnly.dogSpecialNeeds)],
    ['adopt.history', dog.dogHistory],
    ['adopt.health', dog.dogHealth],
  ];
  return (
    <article className="dog-details">
      <h1>{t('adopt.detailsHeading', { name: dog.dogName, id: dog.dogID })}</h1>
      {statusNotes[dog.dogAdoptionStatus] && (
        <p className="status-note">
          {t(statusNotes[dog.dogAdoptionStatus]!, { name: dog.dogName })}
        </p>
      )}
      <div className="details-columns">
        <section aria-labelledby="summary-info">
          <h2 id="summary-info">{t('adopt.summaryInfo')}</h2>
          <FactList facts={summary} />
        </section>
        <section aria-label={t('adopt.photos')} className="gallery">
          {dog.dogPhotoLink?.length ? (
            dog.dogPhotoLink.map((photo, index) => (
              <ContentPhoto key={photo.href} photo={photo} layout="card" priority={index === 0} />
            ))
          ) : (
            <NoPhoto name={dog.dogName} />
          )}
        </section>
      </div>
      <section aria-labelledby="description">
        <h2 id="description">{t('adopt.description')}</h2>
        <Html html={dog.dogDescription} />
      </section>
      {dog.dogFromTheFoster && (
        <section aria-labelledby="from-the-foster">
          <h2 id="from-the-foster">{t('adopt.fromTheFoster')}</h2>
          <Html html={dog.dogFromTheFoster} />
        </section>
      )}
      <section aria-labelledby="details">
        <h2 id="details">{t('adopt.details')}</h2>
        <FactList facts={details} />
      </section>
      {adoption}
    </article>
  );
}

function FactList({ facts }: { facts: [MessageKey, string | undefined][] }) {
  const t = useT();
  return (
    <dl className="facts">
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{t('adopt.label', { label: t(label) })}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
