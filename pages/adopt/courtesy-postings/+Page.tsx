import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { PhotoCard } from '#components/PhotoCard.tsx';
import type { Data } from './+data.ts';
import { Message, useT } from '#components/Messages.tsx';
import { recordPageUrl } from '#lib/routes.ts';
import { valueWord } from '#lib/messages/translator.ts';

export default function Page({ postings, requestEmail, trail }: Data) {
  const t = useT();
  return (
    <>
      <Breadcrumbs trail={trail} />
      <h1>{t('nav.courtesyPostings')}</h1>
      <p>{t('postings.intro')}</p>
      <p>
        <Message
          id="postings.request"
          parts={{ email: <a href={`mailto:${requestEmail}`}>{requestEmail}</a> }}
        />
      </p>
      {postings.length === 0 ? (
        <p>{t('postings.none')}</p>
      ) : (
        <ul className="card-grid">
          {postings.map((posting, index) => (
            <PhotoCard
              key={posting.id}
              priority={index === 0}
              photo={posting.dogPhotoLink?.[0]}
              heading={posting.dogName}
              link={{
                href: recordPageUrl('courtesyPostings', posting.id),
                label: t('common.learnMore'),
              }}
            >
              <p>
                <strong>{t('common.status')}</strong> {valueWord(t, posting.dogAdoptionStatus)}
              </p>
              <p>
                <strong>{t('common.animalId')}</strong> {posting.dogID}
              </p>
              <p>
                <strong>{t('common.animalAge')}</strong> {posting.dogAge}
              </p>
            </PhotoCard>
          ))}
        </ul>
      )}
    </>
  );
}
