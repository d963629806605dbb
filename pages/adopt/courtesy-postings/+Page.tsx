import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { PhotoCard } from '#components/PhotoCard.tsx';
import type { Data } from './+data.ts';

export default function Page({ postings, requestEmail }: Data) {
  return (
    <>
      <Breadcrumbs
        trail={[{ label: 'Resources', href: '/resources' }, { label: 'Courtesy Postings' }]}
      />
      <h1>Courtesy Postings</h1>
      <p>
        Courtesy postings are dogs that are not in our rescue: they are listed by their owners or by
        other rescues. Please contact the person named on each posting directly. Postings stay up
        for 30 days.
      </p>
      <p>
        To request a courtesy posting, e-mail <a href={`mailto:${requestEmail}`}>{requestEmail}</a>.
      </p>
      {postings.length === 0 ? (
        <p>There are currently no courtesy postings.</p>
      ) : (
        <ul className="card-grid">
          {postings.map((posting, index) => (
            <PhotoCard
              key={posting.id}
              priority={index === 0}
              photo={posting.dogPhotoLink[0]}
              heading={posting.dogName}
              link={{
                href: `/adopt/courtesy-postings/details-page/${posting.id}`,
                label: 'Learn More',
              }}
            >
              <p>
                <strong>Status:</strong> {posting.dogAdoptionStatus}
              </p>
              <p>
                <strong>Dog ID:</strong> {posting.dogID}
              </p>
              <p>
                <strong>Dog Age:</strong> {posting.dogAge}
              </p>
            </PhotoCard>
          ))}
        </ul>
      )}
    </>
  );
}
