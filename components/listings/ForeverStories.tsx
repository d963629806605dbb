import { Breadcrumbs, type Crumb } from '../Breadcrumbs.tsx';
import type { ListedAnimal } from '#lib/listings/normalize.ts';
import type { OwnPages as OwnPagesOf } from '#lib/listings/ownPages.ts';
import { storiesPageUrl } from '#lib/listings/queries.ts';
import { useT } from '../Messages.tsx';
import { OwnPages } from './AnimalCard.tsx';
import { LiveListing } from './LiveListing.tsx';
import './listings.css';

/** What a page of Forever Stories draws; its data hooks return it. */
export interface ForeverStoriesProps {
  /** The build's adopted animals on this page; null when the build had no snapshot. */
  animals: ListedAnimal[] | null;
  page: number;
  pageCount: number;
  ownPages: OwnPagesOf;
  trail: Crumb[];
  own?: ListedAnimal[];
}

/** One page of Forever Stories: adopted dogs, 100 a page (the service's pages), newest first. */
export function ForeverStories({
  animals,
  page,
  pageCount,
  ownPages,
  trail,
  own,
}: ForeverStoriesProps) {
  const t = useT();
  return (
    <>
      <Breadcrumbs trail={trail} />
      <h1>{t('nav.foreverStories')}</h1>
      <p>{t('listing.workInProgress')}</p>
      <OwnPages.Provider value={ownPages}>
        <LiveListing
          listing="adopted"
          page={page}
          animals={animals}
          own={own}
          emptyText="listing.emptyAdopted"
        />
      </OwnPages.Provider>
      {pageCount > 1 && <PageLinks page={page} pageCount={pageCount} />}
    </>
  );
}

function PageLinks({ page, pageCount }: { page: number; pageCount: number }) {
  const t = useT();
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="listing-pages" aria-label={t('listing.pagesLabel')}>
      <ol>
        {pages.map((each) => (
          <li key={each}>
            {each === page ? (
              <span aria-current="page">
                <span className="visually-hidden">{t('listing.page')}</span>
                {each}
              </span>
            ) : (
              <a href={t.link(storiesPageUrl(each))}>
                <span className="visually-hidden">{t('listing.page')}</span>
                {each}
              </a>
            )}
          </li>
        ))}
      </ol>
      {page > 1 && (
        <a href={t.link(storiesPageUrl(page - 1))} rel="prev">
          {t('listing.previousPage')}
        </a>
      )}
      {page < pageCount && (
        <a href={t.link(storiesPageUrl(page + 1))} rel="next">
          {t('listing.nextPage')}
        </a>
      )}
    </nav>
  );
}
