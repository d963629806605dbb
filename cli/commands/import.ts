import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { newPhotoHrefs, recordPath } from '#lib/content/rules.ts';
import { describeError } from '#lib/content/schemas.ts';
import { slugOf } from '#lib/content/slug.ts';
import type { Dog, ListingBreeds, Site } from '#lib/content/types.generated.ts';
import { validatorFor } from '#lib/content/validators.ts';
import { dogOfAnimal, type ImportedDog } from '../import/importedDog.ts';
import { importedFrom, merged, type Merged } from '../import/merge.ts';
import { readPetfinderFile } from '../import/petfinderFile.ts';
import { readAllPages } from '#lib/listings/allPages.ts';
import { listingConfigFromEnv } from '#lib/listings/config.ts';
import { ListingError } from '#lib/listings/listingErrors.ts';
import { listingParams, type ListingName } from '#lib/listings/queries.ts';
import { openListingSource } from '#lib/listings/source.ts';
import type { Animal } from '#lib/listings/types.ts';
import { onEveryCore } from '#lib/onEveryCore.ts';
import { shown, shownContentFile, type Context } from '../context.ts';
import { CliError } from '../errors.ts';
import { fieldsOf, withSiteRules } from '../fields.ts';
import { preparePhotoData, type PreparedPhoto } from '../photos.ts';
import type { FileChange } from '../problemsAdded.ts';
import { readContentAsWritten } from '../readContentAsWritten.ts';
import { label, photosOnlyIn, recordFile, recordsOf, type ContentRecord } from '../records.ts';
import { writeContent } from '../writeContent.ts';

type ImportFrom =
  | {
      kind: 'petfinder';
      organization?: string;
      adopted: boolean;
      env: Record<string, string | undefined>;
    }
  | { kind: 'csv'; file: string; photos?: string };

export interface ImportRequest {
  source: ImportFrom;
  dryRun: boolean;
  commit: boolean;
}

/** The dogs a source gives, what it could not read, and where its photo addresses lead. */
interface Read {
  name: string;
  dogs: ImportedDog[];
  problems: string[];
  skipped: string[];
  /** A photo's bytes from its address (http…) or its file. */
  photo: (address: string) => Promise<Buffer>;
  close: () => Promise<void>;
}

/** A dog's photos as copied: the prepared files and the addresses they came from. */
interface Copied {
  photos: PreparedPhoto[];
  from: string[];
}

/**
 * `rescue import petfinder|csv`: one record per dog in content/dogs, as `rescue add-dog` writes
 * it, its photos through the same step as --photo. Photos are fetched before the lock is taken;
 * every record is then planned from the content as it is, and written in one change (each dog's
 * photos before its record), so an interruption leaves whole dogs only. Exit code 1 when a row
 * or an animal could not be read (the others are imported).
 */
export async function importDogs(ctx: Context, request: ImportRequest): Promise<number> {
  const { content } = readContentAsWritten(ctx);
  const read =
    request.source.kind === 'petfinder'
      ? await fromService(content.site, request.source, content.listingBreeds)
      : fromFile(ctx, request.source, content.listingBreeds);
  try {
    for (const problem of read.problems) ctx.warn(`Not imported: ${problem}.`);
    for (const skipped of read.skipped) ctx.out(`Skipped ${skipped}.`);
    const dogs = onePerDogId(read);
    if (dogs.length === 0) {
      ctx.out(`No dog to import from ${read.name}.`);
      return read.problems.length > 0 ? 1 : 0;
    }
    const before = recordsOf(content, 'dogs');
    if (request.dryRun) {
      for (const dog of dogs) ctx.out(dryRunLine(dog, matchOf(before, dog)));
      ctx.out('Dry run: nothing was written.');
      return read.problems.length > 0 ? 1 : 0;
    }
    const toCopy = dogs.filter((dog) => merged(matchOf(before, dog), dog).photos === 'copy');
    const copied = await copyPhotos(ctx, toCopy, read.photo);
    const fields = withSiteRules(fieldsOf('dogs'), content.site);
    let unchanged: string | undefined;
    await writeContent(ctx, request.commit, async (latest) => {
      const files: FileChange[] = [];
      const lines: string[] = [];
      let added = 0;
      let changed = 0;
      for (const dog of dogs) {
        const current = matchOf(recordsOf(latest.content, 'dogs'), dog);
        const merge = merged(current, dog);
        const id = current?.id ?? newId(ctx, dog, files);
        if (typeof id !== 'string') {
          read.problems.push(id.problem);
          lines.push(`Not imported: ${id.problem}.`);
          continue;
        }
        const values = current ? merge.values : withDefaults(merge.values, fields);
        const copy = merge.photos === 'copy' ? copied.get(dog) : undefined;
        // Photos the record has are replaced by a whole copy only: a lost photo is tried next run.
        const whole = copy?.from.length === dog.photos.length || !current?.dogPhotoLink;
        const photos = whole ? copy : undefined;
        const photoFiles: FileChange[] = [];
        if (photos) {
          const hrefs = newPhotoHrefs(
            ctx.contentDir,
            'dogs',
            id,
            photos.photos.map(({ ext }) => ext),
          );
          const link = hrefs.map((href, index) => ({
            href,
            alt: `${dog.values.dogName}, photo ${index + 1}`,
          }));
          if (link.length > 0) values.dogPhotoLink = link;
          else delete values.dogPhotoLink;
          photoFiles.push(...hrefs.map((href, index) => mediaFile(href, photos.photos[index]!)));
        }
        values.dogImportedFrom = importedFrom(
          dog,
          values.dogPhotoLink,
          photos?.from,
          current?.dogImportedFrom as Dog['dogImportedFrom'],
        );
        const record = { ...values, id } as ContentRecord;
        const invalid = schemaProblem(record);
        if (invalid) {
          read.problems.push(`${label('dogs', record)} ${invalid}`);
          lines.push(`Not imported: ${label('dogs', record)} ${invalid}.`);
          continue;
        }
        lines.push(
          outcomeLine(ctx, dog, current, merge, photos) +
            dog.notes.map((note) => `\n  Note: ${note}.`).join(''),
        );
        if (current && isDeepStrictEqual(current, record)) continue;
        if (current) changed++;
        else added++;
        const replaced =
          photos && current ? photosOnlyIn(ctx.contentDir, latest.content, current) : [];
        // Photos first, so the record never points at a photo not yet there; the old ones after.
        files.push(...photoFiles, await recordFile(ctx.contentDir, 'dogs', record), ...replaced);
      }
      if (files.length === 0) {
        unchanged = [...lines, `Nothing changed: every dog is as ${read.name} has it.`].join('\n');
        return undefined;
      }
      const left = dogs.length - added - changed;
      return {
        files,
        message: `Import dogs from ${read.name}: ${added} added, ${changed} changed`,
        summary: [
          ...lines,
          `Imported from ${read.name}: ${added} added, ${changed} changed, ${left} left as they were.`,
        ].join('\n'),
      };
    });
    // With nothing to write, writeContent says nothing: the dogs are still told.
    if (unchanged) ctx.out(unchanged);
    return read.problems.length > 0 ? 1 : 0;
  } finally {
    await read.close();
  }
}

/** The rescue's own animals on the listing service, through the client and keys of the live pages. */
async function fromService(
  site: Site,
  source: Extract<ImportFrom, { kind: 'petfinder' }>,
  map: ListingBreeds | undefined,
): Promise<Read> {
  const organization = source.organization ?? site.petfinderOrganizationId;
  if (!organization) {
    throw new CliError(
      'Name the rescue on the listing service: --organization <id>, or petfinderOrganizationId in content/site.json.',
    );
  }
  if (listingConfigFromEnv(source.env, organization).mode === 'none') {
    throw new CliError(
      "Set PETFINDER_CLIENT_ID and PETFINDER_CLIENT_SECRET (the listing service's API key, as for the live pages) to import from it.",
    );
  }
  const listing = await openListingSource(organization, source.env);
  const base = listing.sampleService?.url ?? 'https://invalid/';
  try {
    const animals: Animal[] = [];
    const names: ListingName[] = source.adopted ? ['adoptable', 'adopted'] : ['adoptable'];
    for (const name of names) {
      const { animals: page, failure } = await readAllPages((number) =>
        listing.client.searchAnimals({ ...listingParams(name, number), organization, type: 'dog' }),
      );
      if (failure !== undefined) throw failure;
      animals.push(...page);
    }
    const dogs = animals.map((animal) => dogOfAnimal(animal, map));
    return {
      name: `the listing service (${organization})`,
      dogs: dogs.filter((dog): dog is ImportedDog => 'values' in dog),
      problems: dogs.flatMap((dog) => ('skipped' in dog ? [dog.skipped] : [])),
      skipped: [],
      // The stand-in service gives its photos' addresses from its root.
      photo: (address) => download(new URL(address, base).href),
      close: () => listing.close(),
    };
  } catch (error) {
    await listing.close();
    if (!(error instanceof ListingError)) throw error;
    throw new CliError(
      `The listing service could not be read (${error.message}). Nothing was written: try again later.`,
    );
  }
}

/** A Petfinder import file, its photos at the addresses it gives or in the --photos folder. */
function fromFile(
  ctx: Context,
  source: Extract<ImportFrom, { kind: 'csv' }>,
  map: ListingBreeds | undefined,
): Read {
  const file = resolve(ctx.cwd, source.file);
  if (!existsSync(file)) throw new CliError(`File not found: ${source.file}`);
  const { dogs, problems, skipped } = readPetfinderFile(readFileSync(file, 'utf8'), map);
  const folder = source.photos === undefined ? undefined : resolve(ctx.cwd, source.photos);
  if (folder) {
    if (!existsSync(folder)) throw new CliError(`Photo folder not found: ${source.photos}`);
    const names = readdirSync(folder);
    // Uploaded to Petfinder as <ID>-<n>.jpg, with the photo columns left empty.
    for (const dog of dogs.filter((dog) => dog.photos.length === 0)) {
      const own = new RegExp(
        `^${dog.from.id.replace(/\W/g, '\\$&')}-([1-6])\\.(jpe?g|png|webp)$`,
        'i',
      );
      dog.photos = names
        .filter((name) => own.test(name))
        .sort((a, b) => Number(own.exec(a)![1]) - Number(own.exec(b)![1]));
    }
  }
  return {
    name: shown(ctx, file),
    dogs,
    problems,
    skipped,
    photo: (address) =>
      /^https?:\/\//i.test(address)
        ? download(address)
        : readFile(resolve(folder ?? resolve(file, '..'), address)),
    close: async () => {},
  };
}

/** A photo from the web, refused past half a minute (a lost connection must not stall the import). */
async function download(address: string): Promise<Buffer> {
  const response = await fetch(address, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`the server answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * Every dog's photos, downloaded and encoded on every core (the next downloads run while a photo
 * is encoded); a photo that cannot be had is left out and said. A progress line per dog on a terminal.
 */
async function copyPhotos(
  ctx: Context,
  dogs: ImportedDog[],
  photo: Read['photo'],
): Promise<Map<ImportedDog, Copied>> {
  const copied = new Map<ImportedDog, Copied>();
  let done = 0;
  await onEveryCore(
    'Photos',
    dogs,
    async (dog) => {
      const own: Copied = { photos: [], from: [] };
      for (const [index, address] of dog.photos.entries()) {
        try {
          own.photos.push(await preparePhotoData(await photo(address), address));
          own.from.push(address);
        } catch (error) {
          const why = (error as Error).cause ?? (error as Error).message;
          dog.notes.push(
            `photo ${index + 1} (${address}) could not be copied (${String(why)}): imported without it; run the import again to try again`,
          );
        }
      }
      copied.set(dog, own);
      done++;
      if (process.stdout.isTTY) {
        ctx.out(
          `[${done}/${dogs.length}] ${label('dogs', dog.values)}: ${own.photos.length} photo(s)`,
        );
      }
    },
    { network: true },
  );
  return copied;
}

/** The record a dog was imported into before, else the one with its Dog ID (written by hand). */
function matchOf(records: ContentRecord[], dog: ImportedDog): ContentRecord | undefined {
  const from = (record: ContentRecord) => record.dogImportedFrom as Dog['dogImportedFrom'];
  return (
    records.find(
      (record) => from(record)?.service === dog.from.service && from(record)?.id === dog.from.id,
    ) ??
    records.find((record) => String(record.dogID).toLowerCase() === dog.values.dogID.toLowerCase())
  );
}

/** The first dog with each Dog ID: a second one is a mistake of the source's, said. */
function onePerDogId(read: Read): ImportedDog[] {
  const seen = new Set<string>();
  return read.dogs.filter((dog) => {
    const key = dog.values.dogID.toLowerCase();
    if (!seen.has(key)) return seen.add(key);
    read.problems.push(
      `${label('dogs', dog.values)}: a second dog with the Dog ID ${dog.values.dogID}`,
    );
    return false;
  });
}

/** A new dog's record id, from its Dog ID as `add-dog` names it; or why there is none. */
function newId(
  ctx: Context,
  dog: ImportedDog,
  planned: FileChange[],
): string | { problem: string } {
  const id = slugOf(dog.values.dogID);
  const path = recordPath('dogs', id);
  return id &&
    !existsSync(join(ctx.contentDir, path)) &&
    !planned.some((file) => file.path === path)
    ? id
    : {
        problem: `${label('dogs', dog.values)}: content/${path} is another dog's file`,
      };
}

/** A new dog's fields as `add-dog` fills them: the schema's defaults and the rescue's usual fee. */
function withDefaults(
  values: Record<string, unknown>,
  fields: ReturnType<typeof fieldsOf>,
): Record<string, unknown> {
  const filled = { ...values };
  for (const field of fields) filled[field.name] ??= field.schema.default;
  return JSON.parse(JSON.stringify(filled)) as Record<string, unknown>;
}

/** What the dog schema says of the record, or undefined when it passes. */
function schemaProblem(record: ContentRecord): string | undefined {
  const { id: _id, ...stored } = record;
  const validate = validatorFor('dog.schema.json');
  if (validate(stored)) return undefined;
  const { pointer, message } = describeError(validate.errors![0]!);
  return `${pointer.slice(1) || 'its record'} ${message}`;
}

function mediaFile(href: string, photo: PreparedPhoto): FileChange {
  return { path: `media${href}`, data: photo.data };
}

const titles = new Map(fieldsOf('dogs').map((field) => [field.name, field.title]));
const named = (names: string[]) => names.map((name) => titles.get(name) ?? name).join(', ');

function outcomeLine(
  ctx: Context,
  dog: ImportedDog,
  current: ContentRecord | undefined,
  { changed, kept }: Merged,
  photos: Copied | undefined,
): string {
  const who = label('dogs', dog.values);
  const photoWords = photos?.photos.length ? ` with ${photos.photos.length} photo(s)` : '';
  const keptWords = kept.length > 0 ? `; kept as a volunteer wrote them: ${named(kept)}` : '';
  if (!current) {
    return `Added ${who} as ${shownContentFile(ctx, recordPath('dogs', slugOf(dog.values.dogID)))}${photoWords}`;
  }
  const what = [...changed.map((name) => titles.get(name) ?? name), ...(photos ? ['photos'] : [])];
  return what.length > 0
    ? `Changed ${who}: ${what.join(', ')}${keptWords}`
    : `Left ${who} as it was${keptWords}`;
}

function dryRunLine(dog: ImportedDog, current: ContentRecord | undefined): string {
  const who = label('dogs', dog.values);
  if (!current)
    return `Would add ${who}${dog.photos.length ? ` with ${dog.photos.length} photo(s)` : ''}`;
  const { changed, kept, photos } = merged(current, dog);
  const what = [
    ...changed.map((name) => titles.get(name) ?? name),
    ...(photos === 'copy' ? ['photos'] : []),
  ];
  const keptWords = kept.length > 0 ? `; would keep as a volunteer wrote them: ${named(kept)}` : '';
  return what.length > 0
    ? `Would change ${who}: ${what.join(', ')}${keptWords}`
    : `Would leave ${who} as it is${keptWords}`;
}
