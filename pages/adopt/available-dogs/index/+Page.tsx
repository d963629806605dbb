import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { ExternalLink } from '#components/ExternalLink.tsx';
import { DogFinder, filterAttributes } from '#components/filters/DogFinder.tsx';
import { GoodWithBadges } from '#components/filters/GoodWithBadges.tsx';
import { PhotoCard } from '#components/PhotoCard.tsx';
import type { Data } from './+data.ts';

export default function Page({ dogs, positions, adoptionFormUrl, alertsEnabled }: Data) {
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Adopt', href: '/adopt' }, { label: 'Available Dogs' }]} />
      <h1>Ready For Adoption</h1>
      <p className="note">
        The adoption fee for most dogs is $350.00 plus MN sales tax; a $25.00 non-refundable
        application fee is paid before your application is processed.
      </p>
      <p>
        <ExternalLink className="button" href={adoptionFormUrl}>
          Fill out the adoption application
        </ExternalLink>
      </p>
      <DogFinder id="dog-filters" dogs={dogs} sortEnabled={false} alertsEnabled={alertsEnabled}>
        <ul className="card-grid">
          {dogs.map(({ dog, ...facts }, index) => (
            <PhotoCard
              key={dog.id}
              priority={index === 0}
              photo={dog.dogPhotoLink[0]}
              heading={dog.dogName}
              link={{ href: `/adopt/available-dogs/details-page/${dog.id}`, label: 'Learn More' }}
              itemProps={filterAttributes(facts, positions[facts.key]!)}
            >
              <p>
                <strong>Status:</strong> {dog.dogAdoptionStatus}
              </p>
              <p>
                <strong>Dog ID:</strong> {dog.dogID}
              </p>
              <p>
                <strong>Dog Age:</strong> {dog.dogAge}
              </p>
              <GoodWithBadges goodWith={facts.goodWith} />
            </PhotoCard>
          ))}
        </ul>
      </DogFinder>
    </>
  );
}
