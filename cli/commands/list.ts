import { collections, type CollectionKey } from '#lib/content/collections.ts';
import { resolvedSchema } from '#lib/content/schemas.ts';
import type { Context } from '../context.ts';
import { readContentAsWritten } from '../readContentAsWritten.ts';
import { recordsOf } from '../records.ts';

/** Columns shown after id, name and reference: what a volunteer looks for in each collection. */
const moreColumns: Record<CollectionKey, string[]> = {
  dogs: ['dogAdoptionStatus', 'dogBreed'],
  courtesyPostings: ['dogAdoptionStatus', 'courtesyPostingDate'],
  fosterAnimals: ['dogAge'],
  rainbowBridgeDogs: ['dogAge'],
  team: ['teamMemberTitle'],
  events: ['eventStart'],
  partners: ['partnerLink'],
};

export interface ListRequest {
  collection: CollectionKey;
  json: boolean;
}

/** `rescue list <collection>`: a table for people, or the records as JSON for scripts. */
export function list(ctx: Context, { collection, json }: ListRequest): void {
  const { content, problems } = readContentAsWritten(ctx);
  const records = recordsOf(content, collection);
  const { dir, nameField, refField, schema } = collections[collection];
  if (json) {
    ctx.out(JSON.stringify(records, null, 2));
  } else if (records.length === 0) {
    ctx.out(`There are no ${dir} yet.`);
  } else {
    const columns = ['id', nameField, ...(refField ? [refField] : []), ...moreColumns[collection]];
    const properties = resolvedSchema(schema).properties ?? {};
    // The id is the file's name: what `rescue mark` and `update` take besides the Dog ID.
    const header = columns.map((column) =>
      column === 'id' ? 'Record' : (properties[column]?.title ?? column),
    );
    const rows = records.map((record) => columns.map((column) => String(record[column] ?? '')));
    ctx.out(table([header, ...rows]));
  }
  const broken = new Set(
    problems
      .filter((problem) => problem.severity === 'error' && problem.file.includes(`/${dir}/`))
      .map((problem) => problem.file),
  );
  if (broken.size > 0) {
    ctx.warn(`Not listed: ${[...broken].join(', ')} (run "rescue validate" to see why).`);
  }
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, index) => Math.max(...rows.map((row) => row[index]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, index) => cell.padEnd(widths[index]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
