import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { ExternalLink } from '#components/ExternalLink.tsx';
import { DogFinder, filterAttributes } from '#components/filters/DogFinder.tsx';
import { GoodWithBadges } from '#components/filters/GoodWithBadges.tsx';
import { PhotoCard } from '#components/PhotoCard.tsx';
import type { Data } from './+data.ts';
import { useT } from '#components/Messages.tsx';
import { recordPageUrl } from '#lib/routes.ts';
import { valueWord } from '#lib/messages/translator.ts';

export default function Page(props: Data) {
  const { dogs, breeds, positions, feeNote, adoptionFormUrl, alertsEnabled, trail } = props;
  const t = useT();
  return (
    <>
      <Breadcrumbs trail={trail} />
      <h1>{t('nav.readyForAdoption')}</h1>
      {feeNote && <p className="note">{feeNote}</p>}
      {adoptionFormUrl && (
        <p>
          <ExternalLink className="button" href={adoptionFormUrl}>
            {t('adopt.applyButton')}
          </ExternalLink>
        </p>
      )}
      <DogFinder
        id="dog-filters"
        dogs={dogs}
        breeds={breeds}
        sortEnabled={false}
        alertsEnabled={alertsEnabled}
      >
        <ul className="card-grid">
          {dogs.map(({ dog, ...facts }, index) => (
            <PhotoCard
              key={dog.id}
              priority={index === 0}
              photo={dog.dogPhotoLink?.[0]}
              heading={dog.dogName}
              link={{
                href: recordPageUrl('dogs', dog.id),
                label: t('common.learnMore'),
              }}
              itemProps={filterAttributes(facts, positions[facts.key]!)}
            >
              <p>
                <strong>{t('common.status')}</strong> {valueWord(t, dog.dogAdoptionStatus)}
              </p>
              <p>
                <strong>{t('common.animalId')}</strong> {dog.dogID}
              </p>
              <p>
                <strong>{t('common.animalAge')}</strong> {dog.dogAge}
              </p>
              <GoodWithBadges goodWith={facts.goodWith} />
            </PhotoCard>
          ))}
        </ul>
      </DogFinder>
    </>
  );
}
