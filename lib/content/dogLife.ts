/** What a dog's adoption status means, written once: every list, feed, alert, card and command asks here. */
import dogSchema from '../../schemas/dog.schema.json' with { type: 'json' };
import type { Dog } from './types.generated.ts';

export type DogStatus = Dog['dogAdoptionStatus'];

/** Every status, in the schema's order (the CLI's and the editor's choice). */
export const dogStatuses = dogSchema.properties.dogAdoptionStatus.enum as DogStatus[];

/** On the lists of adoptable dogs (Ready For Adoption, Available Dogs) and the listing services. */
export function isAdoptable(dog: Pick<Dog, 'dogAdoptionStatus'>): boolean {
  return dog.dogAdoptionStatus === 'Available' || dog.dogAdoptionStatus === 'Adoption pending';
}

/** Inviting applications: its page offers the adoption application; alerts speak of it. */
export function isTakingApplications(dog: Pick<Dog, 'dogAdoptionStatus'>): boolean {
  return dog.dogAdoptionStatus === 'Available';
}

/** Found a home: shown in Forever Stories, its own page kept for the links that were shared. */
export function isAdopted(dog: Pick<Dog, 'dogAdoptionStatus'>): boolean {
  return dog.dogAdoptionStatus === 'Adopted';
}
