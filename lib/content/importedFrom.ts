import type { RecordProblem } from './problems.ts';
import type { Dog } from './types.generated.ts';

/** How many characters of a description the listing service's API gives. */
export const cutDescriptionLength = 100;

/**
 * A short fingerprint of a field's value as its file holds it (FNV-1a over its JSON), so a second
 * import can tell the value it wrote from one a volunteer has written since.
 */
export function valueHash(value: unknown): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(value) ?? 'undefined') {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** An imported description the service cut, still as imported: its page tells a shortened story. */
export function descriptionCut(
  dog: Pick<Dog, 'dogDescription' | 'dogImportedFrom'>,
): RecordProblem[] {
  const from = dog.dogImportedFrom;
  if (!from?.descriptionCut || from.fields.dogDescription !== valueHash(dog.dogDescription)) {
    return [];
  }
  return [
    {
      code: 'dog-description-cut',
      pointer: '/dogDescription',
      message: `is the first ${cutDescriptionLength} characters the listing service gave; write the whole text (it is on ${from.url ?? 'the listing'})`,
    },
  ];
}
