import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { PhotoCard } from '#components/PhotoCard.tsx';
import type { Data } from './+data.ts';
import { Message, useT } from '#components/Messages.tsx';

export default function Page({ animals }: Data) {
  const t = useT();
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: t('nav.getInvolved'), href: '/get-involved' },
          { label: t('nav.animalsNeedingFosters') },
        ]}
      />
      <h1>{t('nav.animalsNeedingFosters')}</h1>
      <p>
        <Message
          id="fostering.intro"
          parts={{ link: <a href="/get-involved/foster">{t('fostering.learnLink')}</a> }}
        />
      </p>
      {/* The spec routes no details page for these animals, so Learn More leads to fostering. */}
      <ul className="card-grid">
        {animals.map((animal, index) => (
          <PhotoCard
            key={animal.id}
            priority={index === 0}
            photo={animal.dogPhotoLink[0]}
            heading={animal.dogName}
            link={{ href: '/get-involved/foster', label: t('common.learnMore') }}
          >
            <p>
              <strong>{t('common.animalName')}</strong> {animal.dogName}
            </p>
            <p>
              <strong>{t('common.animalId')}</strong> {animal.dogID}
            </p>
            <p>
              <strong>{t('common.animalAge')}</strong> {animal.dogAge}
            </p>
          </PhotoCard>
        ))}
      </ul>
    </>
  );
}
