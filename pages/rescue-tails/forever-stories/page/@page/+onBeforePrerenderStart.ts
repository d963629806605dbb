import { storiesPageUrl } from '#lib/listings/queries.ts';
import { storiesPageCount } from '#lib/listings/stories.ts';

/** Pages 2 and on of Forever Stories, as many as the build's adopted dogs fill. */
export async function onBeforePrerenderStart(): Promise<string[]> {
  const count = await storiesPageCount();
  return Array.from({ length: count - 1 }, (_, index) => storiesPageUrl(index + 2));
}
