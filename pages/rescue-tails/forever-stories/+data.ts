import { storiesPage } from '#lib/listings/stories.ts';

export function data() {
  return storiesPage(1);
}

export type Data = Awaited<ReturnType<typeof data>>;
