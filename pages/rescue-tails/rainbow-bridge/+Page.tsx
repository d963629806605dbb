import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { PhotoCard } from '#components/PhotoCard.tsx';
import type { Data } from './+data.ts';
import { useT } from '#components/Messages.tsx';

export default function Page({ dogs, trail }: Data) {
  const t = useT();
  return (
    <>
      <Breadcrumbs trail={trail} />
      <h1>{t('nav.rainbowBridge')}</h1>
      <p>{t('records.rainbowIntro')}</p>
      <ul className="card-grid">
        {dogs.map((dog, index) => (
          <PhotoCard
            key={dog.id}
            priority={index === 0}
            photo={dog.dogPhotoLink[0]}
            heading={dog.dogName}
          >
            <p>
              <strong>{t('common.id')}</strong> {dog.dogID}
            </p>
            <p>
              <strong>{t('common.age')}</strong> {dog.dogAge}
            </p>
          </PhotoCard>
        ))}
      </ul>
    </>
  );
}
