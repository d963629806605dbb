import type { ListedAnimal } from '#lib/listings/normalize.ts';
import { animalBody, type StoredAnswer } from './answers.ts';

/** A cache shared beyond this process (the Worker's Cache API); the proxy also keeps its own. */
export interface SharedAnswerStore {
  get(key: string): Promise<StoredAnswer | undefined>;
  put(key: string, answer: StoredAnswer): Promise<void>;
}

/** How long an answer counts as fresh before the service is asked again. */
const freshMs = { 200: 60_000, 404: 60_000 } as const;
// Bounds memory when visitors ask for many distinct pages; old answers stay for stale use.
export const maxMemoryEntries = 500;

export interface AnswerCache {
  isFresh(answer: StoredAnswer): boolean;
  /** The newest answer kept for key: this process's, or the shared store's when that is newer. */
  get(key: string): Promise<StoredAnswer | undefined>;
  /** Keeps an answer just fetched, here and in the shared store. */
  put(key: string, answer: StoredAnswer): Promise<void>;
}

/** The proxy's answers in this process's memory (the most recent 500), over an optional shared store. */
export function answerCache(now: () => number, sharedStore?: SharedAnswerStore): AnswerCache {
  const memory = new Map<string, StoredAnswer>();
  const isFresh = (answer: StoredAnswer) => now() - answer.fetchedAt < freshMs[answer.status];

  function remember(key: string, answer: StoredAnswer) {
    memory.delete(key);
    memory.set(key, answer);
    const oldest = memory.keys().next().value;
    if (memory.size > maxMemoryEntries && oldest !== undefined) memory.delete(oldest);
  }

  return {
    isFresh,
    async get(key) {
      const known = memory.get(key);
      if (known && (isFresh(known) || !sharedStore)) return known;
      const shared = await sharedStore?.get(key).catch(() => undefined);
      if (shared && (!known || shared.fetchedAt > known.fetchedAt)) {
        remember(key, shared);
        return shared;
      }
      return known;
    },
    async put(key, answer) {
      remember(key, answer);
      await sharedStore?.put(key, answer).catch(() => {});
    },
  };
}

/** Each animal of the searches fetched so far, so its details cost no upstream call. */
export function searchedAnimals(now: () => number) {
  const animals = new Map<string, { animal: ListedAnimal; fetchedAt: number }>();
  return {
    keep(listed: ListedAnimal[], fetchedAt: number) {
      for (const animal of listed) animals.set(String(animal.id), { animal, fetchedAt });
    },
    /** The animal's answer while the search that listed it is fresh. */
    fresh(id: string): StoredAnswer | undefined {
      const found = animals.get(id);
      if (!found || now() - found.fetchedAt >= freshMs[200]) return undefined;
      return { status: 200, body: animalBody(found.animal), fetchedAt: found.fetchedAt };
    },
  };
}

/** Concurrent visitors share one pending lookup of a key and its answer, each with its own copy. */
export function sharedLookups() {
  const pending = new Map<string, Promise<Response>>();
  return (key: string, lookUp: () => Promise<Response>): Promise<Response> => {
    let answer = pending.get(key);
    if (!answer) {
      answer = lookUp().finally(() => pending.delete(key));
      pending.set(key, answer);
    }
    return answer.then((response) => response.clone());
  };
}
