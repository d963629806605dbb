import type { Animal } from '../../lib/listings/types.ts';

const excerptLength = 150;

/** The card's description: the first 150 characters, with '...' when cut. */
export function excerpt(description: string | null): string {
  const text = description ?? '';
  return text.length > excerptLength ? `${text.slice(0, excerptLength)}...` : text;
}

export function yesNo(value: boolean | null): string {
  if (value === null) return 'Unknown';
  return value ? 'Yes' : 'No';
}

export function readAnimals(body: unknown): Animal[] {
  return (body as { animals: Animal[] }).animals;
}

export function readAnimal(body: unknown): Animal {
  return (body as { animal: Animal }).animal;
}
