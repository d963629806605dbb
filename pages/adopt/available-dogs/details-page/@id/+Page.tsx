import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { DogDetails } from '#components/DogDetails.tsx';
import type { Data } from './+data.ts';
import { useT } from '#components/Messages.tsx';

export default function Page({ dog, applyHref }: Data) {
  const t = useT();
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: t('nav.adopt'), href: '/adopt' },
          { label: t('nav.availableDogs'), href: '/adopt/available-dogs' },
          { label: dog.dogName },
        ]}
      />
      <p>
        <a href="/adopt/available-dogs">
          <span aria-hidden="true">&lt; </span>
          {t('adopt.viewAll')}
        </a>
      </p>
      <DogDetails
        dog={dog}
        adoption={
          <section aria-labelledby="adoption-details">
            <h2 id="adoption-details">{t('adopt.adoptionDetails')}</h2>
            <p>{t('adopt.fee', { fee: dog.dogAdoptionFee })}</p>
            <p>
              <a className="button" href={applyHref}>
                {t('adopt.applyToday')}
              </a>
            </p>
            <p>{t('adopt.oneApplication')}</p>
          </section>
        }
      />
    </>
  );
}
