import { storiesPageSize } from './queries.ts';
import { listingSnapshot } from './snapshot.ts';

export const storiesPath = '/rescue-tails/forever-stories';

/** The address of page `page` of Forever Stories; the first page is the listing itself. */
export function storiesPageUrl(page: number): string {
  return page === 1 ? storiesPath : `${storiesPath}/page/${page}`;
}

/** How many Forever Stories pages the build's adopted animals fill (at least one). */
export async function storiesPageCount(): Promise<number> {
  const adopted = (await listingSnapshot()).adopted ?? [];
  return Math.max(1, Math.ceil(adopted.length / storiesPageSize));
}

/** The data of one Forever Stories page; null animals when the build had no snapshot. */
export async function storiesPage(page: number) {
  const { adopted } = await listingSnapshot();
  const start = (page - 1) * storiesPageSize;
  return {
    animals: adopted && adopted.slice(start, start + storiesPageSize),
    page,
    pageCount: await storiesPageCount(),
    ...(page > 1 && { title: `Forever Stories, page ${page}` }),
  };
}

export type StoriesPageData = Awaited<ReturnType<typeof storiesPage>>;
