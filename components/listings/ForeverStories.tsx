import { Breadcrumbs } from '../Breadcrumbs.tsx';
import { storiesPageUrl } from '#lib/listings/queries.ts';
import type { StoriesPageData } from '#lib/listings/stories.ts';
import { LiveListing } from './LiveListing.tsx';
import './listings.css';

/** One page of Forever Stories: adopted dogs, 100 a page (the service's pages), newest first. */
export function ForeverStories({ animals, page, pageCount }: StoriesPageData) {
  return (
    <>
      <Breadcrumbs
        trail={[{ label: 'Rescue Tails', href: '/rescue-tails' }, { label: 'Forever Stories' }]}
      />
      <h1>Forever Stories</h1>
      <p>This page is a work in progress.</p>
      <LiveListing
        listing="adopted"
        page={page}
        animals={animals}
        emptyText="Stories of our adopted dogs are coming soon."
      />
      {pageCount > 1 && <PageLinks page={page} pageCount={pageCount} />}
    </>
  );
}

function PageLinks({ page, pageCount }: { page: number; pageCount: number }) {
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className="listing-pages" aria-label="Forever Stories pages">
      <ol>
        {pages.map((each) => (
          <li key={each}>
            {each === page ? (
              <span aria-current="page">
                <span className="visually-hidden">Page </span>
                {each}
              </span>
            ) : (
              <a href={storiesPageUrl(each)}>
                <span className="visually-hidden">Page </span>
                {each}
              </a>
            )}
          </li>
        ))}
      </ol>
      {page > 1 && (
        <a href={storiesPageUrl(page - 1)} rel="prev">
          Previous page
        </a>
      )}
      {page < pageCount && (
        <a href={storiesPageUrl(page + 1)} rel="next">
          Next page
        </a>
      )}
    </nav>
  );
}
