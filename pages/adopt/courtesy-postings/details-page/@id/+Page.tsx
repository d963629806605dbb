import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { DogDetails } from '#components/DogDetails.tsx';
import type { Data } from './+data.ts';

export default function Page({ posting }: Data) {
  const phoneDigits = posting.courtesyPostingContactPhone.replace(/[^0-9+]/g, '');
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Resources', href: '/resources' },
          { label: 'Courtesy Postings', href: '/adopt/courtesy-postings' },
          { label: posting.dogName },
        ]}
      />
      <DogDetails
        dog={posting}
        adoption={
          <section aria-labelledby="contact">
            <h2 id="contact">Please contact</h2>
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
