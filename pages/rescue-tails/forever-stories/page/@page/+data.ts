import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { storiesPage, storiesPageCount } from '#lib/listings/stories.ts';

export async function data({ routeParams }: PageContextServer) {
  const page = Number(routeParams.page);
  if (!Number.isInteger(page) || page < 2 || page > (await storiesPageCount())) throw render(404);
  return storiesPage(page);
}

export type Data = Awaited<ReturnType<typeof data>>;
