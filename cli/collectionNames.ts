import type { Command } from 'commander';
import { collectionKeys, collections, type CollectionKey } from '#lib/content/collections.ts';
import { resolvedSchema } from '#lib/content/schemas.ts';

/**
 * The names volunteers type for each collection: its folder (`courtesy-postings`), and the singular
 * its schema is named by (`courtesy-posting`).
 */
export const collectionNames = Object.fromEntries(
  collectionKeys.map((key) => {
    const { dir, schema } = collections[key];
    return [key, { name: dir, aliases: [schema.replace('.schema.json', '')] }];
  }),
) as Record<CollectionKey, { name: string; aliases: string[] }>;

/**
 * `rescue <group> <collection>`: a subcommand of the group per collection, named as volunteers type
 * it and described by the collection's schema; `define` adds its arguments, options and action.
 */
export function defineCollectionCommands(
  group: Command,
  define: (command: Command, collection: CollectionKey) => void,
): void {
  for (const collection of collectionKeys) {
    const { name, aliases } = collectionNames[collection];
    const schema = resolvedSchema(collections[collection].schema);
    define(
      group.command(name).aliases(aliases).description(`${schema.title}: ${schema.description}`),
      collection,
    );
  }
  // The group's own --help names its collections; it also shows the options they all take.
  const [first, ...others] = group.commands;
  const shared = (first?.options ?? []).filter((option) =>
    others.every((command) =>
      command.options.some(
        ({ long, description }) => long === option.long && description === option.description,
      ),
    ),
  );
  const width = Math.max(0, ...shared.map(({ flags }) => flags.length));
  group.addHelpText(
    'after',
    [
      '',
      `Options of every ${group.name()} <collection> command:`,
      ...shared.map(({ flags, description }) => `  ${flags.padEnd(width)}  ${description}`),
      '',
      `What else each takes: rescue ${group.name()} <collection> --help`,
    ].join('\n'),
  );
}

/** The help of a command's `<id>` argument: the ways a record of the collection is named. */
export function idHelp(collection: CollectionKey): string {
  const { schema, refField } = collections[collection];
  const refTitle = refField && resolvedSchema(schema).properties?.[refField]?.title;
  return `record number${refTitle ? ` or ${refTitle}` : ''}`;
}
