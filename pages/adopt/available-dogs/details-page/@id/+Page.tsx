import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { DogDetails } from '#components/DogDetails.tsx';
import type { Data } from './+data.ts';

export default function Page({ dog }: Data) {
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Adopt', href: '/adopt' },
          { label: 'Available Dogs', href: '/adopt/available-dogs' },
          { label: dog.dogName },
        ]}
      />
      <p>
        <a href="/adopt/available-dogs">
          <span aria-hidden="true">&lt; </span>View All Dogs available for Adoption
        </a>
      </p>
      <DogDetails
        dog={dog}
        adoption={
          <section aria-labelledby="adoption-details">
            <h2 id="adoption-details">Adoption Details</h2>
            <p>Adoption fee: ${(dog.dogAdoptionFee ?? 350).toFixed(2)} plus MN sales tax.</p>
            <p>
              <a className="button" href="/adopt/application">
                Fill out a Dog Adoption Application today!
              </a>
            </p>
            <p>One application covers multiple dogs: you do not need to apply for each one.</p>
          </section>
        }
      />
    </>
  );
}
