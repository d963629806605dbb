// Build time only (it reads content and the listing service): browser code uses queries.ts.
import { contentForPages } from '../content/readOnce.ts';
import { ownPagesOf } from './ownPages.ts';
import { servicePageSize } from './queries.ts';
import { listingSnapshot } from './snapshot.ts';

/** How many Forever Stories pages the build's adopted animals fill (at least one). */
export async function storiesPageCount(): Promise<number> {
  const adopted = (await listingSnapshot()).adopted ?? [];
  return Math.max(1, Math.ceil(adopted.length / servicePageSize));
}

/** The data of one Forever Stories page; null animals when the build had no snapshot. */
export async function storiesPage(page: number) {
  const { adopted } = await listingSnapshot();
  const start = (page - 1) * servicePageSize;
  return {
    animals: adopted && adopted.slice(start, start + servicePageSize),
    page,
    pageCount: await storiesPageCount(),
    ownPages: ownPagesOf(contentForPages().dogs),
    ...(page > 1 && { title: `Forever Stories, page ${page}` }),
  };
}
