import { maxListingPages } from './queries.ts';
import type { Pagination } from './types.ts';

export interface AllPages<T> {
  /** Every animal read, each once, in the service's order. */
  animals: T[];
  /** How many the service says match, which is more than read past the page cap. */
  totalCount: number;
  /** Why a page after the first failed; the animals of the pages before it are kept. */
  failure?: unknown;
}

/**
 * Reads a search page by page, following the service's total_pages up to maxListingPages.
 * A failing first page throws; a later one ends the reading early with what it has.
 */
export async function readAllPages<T extends { id: number }>(
  readPage: (page: number) => Promise<{ animals: T[]; pagination: Pagination }>,
): Promise<AllPages<T>> {
  const byId = new Map<number, T>();
  let totalPages = 1;
  let totalCount = 0;
  for (let page = 1; page <= Math.min(totalPages, maxListingPages); page += 1) {
    let answer: { animals: T[]; pagination: Pagination };
    try {
      answer = await readPage(page);
    } catch (failure) {
      if (page === 1) throw failure;
      return { animals: [...byId.values()], totalCount, failure };
    }
    // An animal listed while we read shifts the pages, so one may come twice.
    for (const animal of answer.animals) if (!byId.has(animal.id)) byId.set(animal.id, animal);
    totalPages = answer.pagination.total_pages;
    totalCount = answer.pagination.total_count;
  }
  return { animals: [...byId.values()], totalCount: Math.max(totalCount, byId.size) };
}
