import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { DogDetails } from '#components/DogDetails.tsx';
import type { Data } from './+data.ts';
import { useT } from '#components/Messages.tsx';

export default function Page({ posting, trail }: Data) {
  const t = useT();
  const phoneDigits = posting.courtesyPostingContactPhone.replace(/[^0-9+]/g, '');
  return (
    <>
      <Breadcrumbs trail={trail} />
      <DogDetails
        dog={posting}
        adoption={
          <section aria-labelledby="contact">
            <h2 id="contact">{t('postings.contact')}</h2>
            <p>{posting.courtesyPostingContactName}</p>
            <p>
              <a href={`tel:${phoneDigits}`}>{posting.courtesyPostingContactPhone}</a>
            </p>
            <p>
              <a href={`mailto:${posting.courtesyPostingContactEmail}`}>
                {posting.courtesyPostingContactEmail}
              </a>
            </p>
          </section>
        }
      />
    </>
  );
}
