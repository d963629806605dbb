import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { PhotoCard } from '#components/PhotoCard.tsx';
import type { Data } from './+data.ts';

export default function Page({ dogs }: Data) {
  return (
    <>
      <Breadcrumbs
        trail={[{ label: 'Rescue Tails', href: '/rescue-tails' }, { label: 'Rainbow Bridge' }]}
      />
      <h1>Rainbow Bridge</h1>
      <p>
        This page is a work in progress. We remember every dog who has crossed the Rainbow Bridge.
      </p>
      <ul className="card-grid">
        {dogs.map((dog, index) => (
          <PhotoCard
            key={dog.id}
            priority={index === 0}
            photo={dog.dogPhotoLink[0]}
            heading={dog.dogName}
          >
            <p>
              <strong>ID:</strong> {dog.dogID}
            </p>
            <p>
              <strong>Age:</strong> {dog.dogAge}
            </p>
          </PhotoCard>
        ))}
      </ul>
    </>
  );
}
