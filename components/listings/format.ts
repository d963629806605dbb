import type { Animal } from '../../lib/listings/types.ts';

const excerptLength = 150;

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** The service sends descriptions with HTML entities (`&#039;`); React must show them as text. */
export function plainText(description: string | null): string {
  return (description ?? '').replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return namedEntities[name.toLowerCase()] ?? entity;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** The card's description: the first 150 characters, with '...' when cut. */
export function excerpt(description: string | null): string {
  const text = plainText(description);
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
