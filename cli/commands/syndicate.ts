import type { ConnectionOptions } from 'node:tls';
import { dirname, join } from 'node:path';
import { buildNow, siteToday } from '#lib/content/dates.ts';
import { imageCacheDir } from '#lib/images/manifest.ts';
import { listingJpeg } from '#lib/images/listingJpeg.ts';
import { createListingClient } from '#lib/listings/client.ts';
import { listingConfigFromEnv } from '#lib/listings/config.ts';
import { bundledBreedNames } from '../syndication/breeds.ts';
import { ftpFailure, openFtp } from '../syndication/ftp.ts';
import { planOf, removesTooMany, type ServicePlan } from '../syndication/plan.ts';
import { accountVariables, configuredServices, listingServices } from '../syndication/services.ts';
import {
  listedRecords,
  listingProblems,
  syndicatedDog,
  type SyndicatedDog,
} from '../syndication/syndicatedDog.ts';
import { closest } from '../closest.ts';
import type { Context } from '../context.ts';
import { CliError } from '../errors.ts';
import { readContentAsWritten } from '../readContentAsWritten.ts';

export interface SyndicateRequest {
  dryRun: boolean;
  allowRemovals: boolean;
  env: Record<string, string | undefined>;
  /** A test server's certificate, for FTPS. */
  tls?: ConnectionOptions;
}

/**
 * `rescue syndicate`: sends every Available dog to each service whose settings are set, in its
 * import format. A service that fails is named with what to do; the others still go. Exit code 1
 * when any failed.
 */
export async function syndicate(ctx: Context, request: SyndicateRequest): Promise<number> {
  const configured = configuredServices(request.env);
  if (configured.length === 0) {
    ctx.out(
      `No listing service is set up: set ${Object.values(listingServices)
        .map(({ settings }) => accountVariables(settings).user)
        .join(', ')} ` +
        'with its _FTP_PASSWORD (docs/technical-volunteer.md, "Listing services"). Nothing was sent.',
    );
    return 0;
  }
  const { content, problems } = readContentAsWritten(ctx);
  if (problems.some((problem) => problem.severity === 'error')) {
    throw new CliError(
      'The content has errors: run `rescue validate` and fix them. Nothing was sent.',
    );
  }
  const petfinderBreeds = await petfinderBreedNames(
    ctx,
    request.env,
    content.site.petfinderOrganizationId,
  );
  const today = buildNow();
  const listed = listedRecords(content.dogs, content.courtesyPostings, siteToday(content.site));
  const options = {
    breedMap: content.listingBreeds,
    petfinderBreeds,
    siteUrl: content.site.siteUrl,
    today,
    site: content.site,
  };
  const dogs = [
    ...listed.dogs.map((dog) => syndicatedDog(dog, { ...options, courtesy: false })),
    ...listed.courtesyPostings.map((posting) =>
      syndicatedDog(posting, { ...options, courtesy: true }),
    ),
  ];
  refuseUnlistable(dogs, [...petfinderBreeds]);

  let failed = 0;
  for (const { service, account } of configured) {
    const files = service.files(dogs, account.user);
    const say = (line: string) => ctx.out(`${service.name}: ${line}`);
    let session;
    try {
      session = await openFtp(account, request.tls);
      const previous = await session.read(service.dataFile(account.user));
      const dataFile = files.find((file) => file.path === service.dataFile(account.user));
      const plan = planOf(
        service.listings(previous ?? ''),
        service.listings(dataFile && 'body' in dataFile ? dataFile.body : ''),
      );
      say(planText(plan, request.dryRun, previous === undefined));
      if (removesTooMany(plan) && !request.allowRemovals) {
        ctx.warn(
          `${service.name}: refused: this run would remove ${plan.remove.length} of its ${plan.current} listings ` +
            '(each import deletes the dogs its file leaves out). If that is right, run again with --allow-removals.',
        );
        failed++;
        continue;
      }
      if (request.dryRun) continue;
      let photos = 0;
      let encoded = 0;
      let unchanged = 0;
      const onServer = new Map<string, Map<string, number>>();
      const sizeOnServer = async (path: string) => {
        const folder = path.slice(0, path.lastIndexOf('/'));
        if (!onServer.has(folder)) onServer.set(folder, await session!.sizes(folder));
        return onServer.get(folder)!.get(path.slice(folder.length + 1));
      };
      // Photos first and the data file last, so an import never names a photo not yet there.
      for (const file of [...files].sort((a, b) => Number('body' in a) - Number('body' in b))) {
        if ('body' in file) {
          await session.write(file.path, file.body);
          continue;
        }
        const jpeg = await listingJpeg(
          join(ctx.contentDir, 'media'),
          file.photo,
          imageCacheDir(dirname(ctx.contentDir)),
        );
        if (jpeg.encoded) encoded++;
        // A photo already there, the same JPEG of the same photo, is not sent again.
        if (!jpeg.encoded && (await sizeOnServer(file.path)) === jpeg.jpeg.length) {
          unchanged++;
          continue;
        }
        await session.write(file.path, jpeg.jpeg);
        photos++;
      }
      say(
        `sent ${dogs.length === 0 ? 'an empty list' : 'the list'} and ${photos} photo(s) (${encoded} newly encoded; ` +
          `${unchanged} already there)` +
          `${session.secure ? ' over FTPS' : ' over plain FTP (the server offers no TLS)'}.`,
      );
    } catch (error) {
      if (error instanceof CliError) throw error;
      ctx.warn(
        `${service.name}: nothing was sent: ${ftpFailure(error, accountVariables(service.settings))}`,
      );
      failed++;
    } finally {
      session?.close();
    }
  }
  if (failed > 0)
    ctx.warn(`${failed} of ${configured.length} service(s) failed; the others are done.`);
  return failed > 0 ? 1 : 0;
}

function planText(plan: ServicePlan, dryRun: boolean, noEarlierFile: boolean): string {
  const ids = (list: string[]) => (list.length > 0 ? ` (${list.join(', ')})` : '');
  const verb = dryRun ? 'would ' : '';
  return (
    `${verb}add ${plan.add.length}${ids(plan.add)}, ${verb}change ${plan.change.length}${ids(plan.change)}, ` +
    `${verb}remove ${plan.remove.length}${ids(plan.remove)}` +
    (noEarlierFile ? ' (no earlier file on the server: every dog counts as new)' : '') +
    (dryRun ? '; dry run, nothing sent.' : '.')
  );
}

/** Names every dog the services could not take (a breed they do not know…), before anything is sent. */
function refuseUnlistable(dogs: SyndicatedDog[], breedNames: string[]): void {
  const closestBreeds = (word: string) => {
    const near = closest(word, breedNames, (name) => [name]);
    if (near.length > 0) return near;
    // 'Pembroke Corgi': the names that share the most of its words.
    const words = new Set(word.toLowerCase().split(/\s+/));
    const shared = (name: string) =>
      name
        .toLowerCase()
        .split(/[\s/]+/)
        .filter((part) => words.has(part)).length;
    return breedNames
      .filter((name) => shared(name) > 0)
      .sort((a, b) => shared(b) - shared(a) || a.localeCompare(b))
      .slice(0, 3);
  };
  const lines = dogs.flatMap((dog) =>
    listingProblems(dog, closestBreeds).map((problem) => `  ${dog.file} (${dog.name}): ${problem}`),
  );
  if (lines.length === 0) return;
  throw new CliError(
    `Nothing was sent: the listing services cannot take these dogs yet:\n${lines.join('\n')}`,
  );
}

/** Petfinder's breed list from the listing API the site uses, when its key is set; else the bundled copy. */
async function petfinderBreedNames(
  ctx: Context,
  env: Record<string, string | undefined>,
  organizationId: string | undefined,
): Promise<Set<string>> {
  let config;
  try {
    config = listingConfigFromEnv(env, organizationId);
  } catch {
    config = undefined; // half a key pair: the site's own check says so
  }
  if (config?.mode !== 'service') return new Set(bundledBreedNames);
  try {
    const { breeds } = await createListingClient({ ...config, timeoutMs: 20_000 }).listBreeds(
      'dog',
    );
    return new Set(breeds.map(({ name }) => name));
  } catch (error) {
    ctx.warn(
      `Could not read Petfinder's breeds (${(error as Error).message}); using the bundled list.`,
    );
    return new Set(bundledBreedNames);
  }
}
