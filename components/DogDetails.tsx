import type { ReactNode } from 'react';
import type { CourtesyPosting, Dog } from '#lib/content/types.generated.ts';
import { ContentPhoto } from './ContentPhoto.tsx';
import { Html } from './Html.tsx';

type DogFields = Dog | CourtesyPosting;

const yesNo = (value: boolean | undefined) =>
  value === undefined ? 'Unknown' : value ? 'Yes' : 'No';

/** The details of a local dog record; `adoption` is what to do next (apply, or contact the owner). */
export function DogDetails({ dog, adoption }: { dog: DogFields; adoption: ReactNode }) {
  const summary: [string, string | undefined][] = [
    ['Name', dog.dogName],
    ['Status', dog.dogAdoptionStatus],
    ['Breed', dog.dogBreed],
    ['Age', dog.dogAge],
    ['Gender', dog.dogGender],
    ['Coat length', dog.dogCoatLength],
    ['Coat colour', dog.dogCoatColor],
    ['Dog friendly', dog.dogFriendlyWithDogs],
    ['Cat friendly', dog.dogFriendlyWithCats],
    ['Kid friendly', dog.dogFriendlyWithKids],
  ];
  const details: [string, string | undefined][] = [
    ['Name', dog.dogName],
    ['Status', dog.dogAdoptionStatus],
    ['ID', dog.dogID],
    ['Age', dog.dogAge],
    ['Gender', dog.dogGender],
    ['Breed', dog.dogBreed],
    ['Coat length', dog.dogCoatLength],
    ['Coat colour', dog.dogCoatColor],
    ['Weight', dog.dogWeight],
    ['Dog friendly', dog.dogFriendlyWithDogs],
    ['Cat friendly', dog.dogFriendlyWithCats],
    ['Kid friendly', dog.dogFriendlyWithKids],
    ['House trained', yesNo(dog.dogHouseTrained)],
    ['Crate trained', yesNo(dog.dogCrateTrained)],
    ['Energy level', dog.dogEnergyLevel],
    ['History', dog.dogHistory],
    ['Health', dog.dogHealth],
  ];
  return (
    <article className="dog-details">
      <h1>
        Details Page for {dog.dogName} - {dog.dogID}
      </h1>
      {dog.dogAdoptionStatus === 'Unavailable' && (
        <p className="status-note">
          {dog.dogName} is not available for adoption right now (status: Unavailable).
        </p>
      )}
      <div className="details-columns">
        <section aria-labelledby="summary-info">
          <h2 id="summary-info">Summary Info</h2>
          <FactList facts={summary} />
        </section>
        <section aria-label="Photos" className="gallery">
          {dog.dogPhotoLink.map((photo, index) => (
            <ContentPhoto key={photo.href} photo={photo} layout="card" priority={index === 0} />
          ))}
        </section>
      </div>
      <section aria-labelledby="description">
        <h2 id="description">Description</h2>
        <Html html={dog.dogDescription} />
      </section>
      {dog.dogFromTheFoster && (
        <section aria-labelledby="from-the-foster">
          <h2 id="from-the-foster">From the Foster</h2>
          <Html html={dog.dogFromTheFoster} />
        </section>
      )}
      <section aria-labelledby="details">
        <h2 id="details">Details</h2>
        <FactList facts={details} />
      </section>
      {adoption}
    </article>
  );
}

function FactList({ facts }: { facts: [string, string | undefined][] }) {
  return (
    <dl className="facts">
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}:</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
