import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { PhotoCard } from '#components/PhotoCard.tsx';
import type { Data } from './+data.ts';
import { Message, useT } from '#components/Messages.tsx';
import { routes } from '#lib/routes.ts';
import { PageLink } from '#components/PageLink.tsx';

export default function Page({ animals, trail }: Data) {
  const t = useT();
  return (
    <>
      <Breadcrumbs trail={trail} />
      <h1>{t('nav.animalsNeedingFosters')}</h1>
      <p>
        <Message
          id="fostering.intro"
          parts={{ link: <PageLink to={routes.foster}>{t('fostering.learnLink')}</PageLink> }}
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
            link={{ href: routes.foster.path, label: t('common.learnMore') }}
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
