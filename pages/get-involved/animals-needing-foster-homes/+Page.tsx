import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { PhotoCard } from '#components/PhotoCard.tsx';
import type { Data } from './+data.ts';

export default function Page({ animals }: Data) {
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Get Involved', href: '/get-involved' },
          { label: 'Animals Needing Fosters' },
        ]}
      />
      <h1>Animals Needing Fosters</h1>
      <p>
        These dogs need a foster home before they can come into the rescue. Could you open your home
        to one of them? <a href="/get-involved/foster">Learn about fostering</a>.
      </p>
      {/* The spec routes no details page for these animals, so Learn More leads to fostering. */}
      <ul className="card-grid">
        {animals.map((animal, index) => (
          <PhotoCard
            key={animal.id}
            priority={index === 0}
            photo={animal.dogPhotoLink[0]}
            heading={animal.dogName}
            link={{ href: '/get-involved/foster', label: 'Learn More' }}
          >
            <p>
              <strong>Dog Name:</strong> {animal.dogName}
            </p>
            <p>
              <strong>Dog ID:</strong> {animal.dogID}
            </p>
            <p>
              <strong>Dog Age:</strong> {animal.dogAge}
            </p>
          </PhotoCard>
        ))}
      </ul>
    </>
  );
}
