import { bothLists, listingAlertDog, type AlertDog } from '#lib/alerts/alertDogs.ts';
import type { BreedChoice } from '#lib/filters/facets.ts';
import { readAllPages } from '#lib/listings/allPages.ts';
import type { ListedAnimals } from '#lib/listings/normalize.ts';
import { listingUrl } from '#lib/listings/queries.ts';
import type { WebHandler } from '../siteRoutes.ts';

/** Every dog listed now, on both lists, read at most `maxAgeMs` ago (a run reads afresh: 0). */
export type DogSource = (maxAgeMs?: number) => Promise<AlertDog[]>;

export interface DogSourceOptions {
  /** The available local dogs: read from content/ (Node) or from the build (Worker). */
  localDogs: () => Promise<AlertDog[]>;
  /**
   * The listings proxy (server/handlers/listingsProxy.ts): the service's dogs are read as the
   * site's own pages read them, so they share its cache and its budget.
   */
  listings: WebHandler;
  /** The filters' breed choices, which the service's dogs are sorted into. */
  breeds: BreedChoice[];
  log?: (line: string) => void;
  now?: () => number;
  /** How long one reading is reused (feeds are asked for often). */
  freshMs?: number;
}

/** Both lists; a list that cannot be read is left out (and logged), the other still counts. */
export function alertDogSource(options: DogSourceOptions): DogSource {
  const {
    localDogs,
    listings,
    breeds,
    log = console.error,
    now = Date.now,
    freshMs = 60_000,
  } = options;
  let last: { at: number; dogs: Promise<AlertDog[]> } | undefined;

  async function listed(): Promise<AlertDog[]> {
    const { animals } = await readAllPages(async (page) => {
      const path = listingUrl('adoptable', page);
      const response = await listings(new Request(new URL(path, 'https://alerts.invalid')));
      if (!response.ok) throw new Error(`the listings proxy answered ${response.status}`);
      return (await response.json()) as ListedAnimals;
    });
    return animals.map((animal) => listingAlertDog(animal, breeds));
  }

  async function read(): Promise<AlertDog[]> {
    const [local, service] = await Promise.allSettled([localDogs(), listed()]);
    const read = (what: string, result: PromiseSettledResult<AlertDog[]>) => {
      if (result.status === 'fulfilled') return result.value;
      log(`alerts: the ${what} could not be read: ${(result.reason as Error).message}`);
      return [];
    };
    return bothLists(read('local dogs', local), read('listed dogs', service));
  }

  return (maxAgeMs = freshMs) => {
    if (!last || now() - last.at >= maxAgeMs) last = { at: now(), dogs: read() };
    return last.dogs;
  };
}
