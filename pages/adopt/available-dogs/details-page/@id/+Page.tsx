import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { DogDetails } from '#components/DogDetails.tsx';
import type { Data } from './+data.ts';
import { useT } from '#components/Messages.tsx';
import { routes } from '#lib/routes.ts';
import { PageLink } from '#components/PageLink.tsx';
import { isSpokenFor } from '#lib/content/dogLife.ts';

export default function Page({ dog, applyHref, trail }: Data) {
  const t = useT();
  return (
    <>
      <Breadcrumbs trail={trail} />
      <p>
        <PageLink to={routes.availableDogs}>
          <span aria-hidden="true">&lt; </span>
          {t('adopt.viewAll')}
        </PageLink>
      </p>
      <DogDetails
        dog={dog}
        adoption={
          // A pending or adopted dog's page says so (DogDetails) instead of inviting applications.
          !isSpokenFor(dog) && (
            <section aria-labelledby="adoption-details">
              <h2 id="adoption-details">{t('adopt.adoptionDetails')}</h2>
              {dog.dogAdoptionFee !== undefined && (
                <p>{t('adopt.fee', { fee: dog.dogAdoptionFee })}</p>
              )}
              <p>
                <a className="button" href={t.link(applyHref)}>
                  {t('adopt.applyToday')}
                </a>
              </p>
              <p>{t('adopt.oneApplication')}</p>
            </section>
          )
        }
      />
    </>
  );
}
