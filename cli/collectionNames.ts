import type { CollectionKey } from '#lib/content/collections.ts';

/** The names volunteers type for each collection; the singular forms work too. */
export const collectionNames: Record<CollectionKey, { name: string; aliases: string[] }> = {
  dogs: { name: 'dogs', aliases: ['dog'] },
  courtesyPostings: { name: 'courtesy-postings', aliases: ['courtesy-posting'] },
  fosterAnimals: { name: 'foster-animals', aliases: ['foster-animal'] },
  rainbowBridgeDogs: { name: 'rainbow-bridge', aliases: ['rainbow-bridge-dog'] },
  team: { name: 'team', aliases: ['team-member'] },
  events: { name: 'events', aliases: ['event'] },
  partners: { name: 'partners', aliases: ['partner'] },
};
