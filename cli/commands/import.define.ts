import { Option, type Command } from 'commander';
import type { ContextOf } from '../context.ts';
import { commitOption } from '../options.ts';

const dryRunOption = () =>
  new Option('--dry-run', 'write nothing: print which dogs would be added, changed or left');

/** `rescue import petfinder` and `rescue import csv <file>`: the rescue's dogs from elsewhere. */
export function defineImport(
  program: Command,
  contextOf: ContextOf,
  setExitCode: (code: number) => void,
): void {
  const group = program
    .command('import')
    .usage('petfinder|csv [options]')
    .description(
      "Bring the rescue's dogs, photos included, from Petfinder or a shelter system's export (safe to run again)",
    );
  group
    .command('petfinder')
    .description(
      "Import the rescue's adoptable dogs from the listing service (PETFINDER_CLIENT_ID and _SECRET, as for the live pages)",
    )
    .option(
      '--organization <id>',
      "the listing service's organisation (default: site.json petfinderOrganizationId)",
    )
    .option('--adopted', 'also import the adopted dogs (as Adopted, for Forever Stories)')
    .addOption(dryRunOption())
    .addOption(commitOption())
    .action(async (options: ImportFlags & { organization?: string; adopted?: boolean }, self) => {
      const { importDogs } = await import('./import.ts');
      setExitCode(
        await importDogs(contextOf(self), {
          source: {
            kind: 'petfinder',
            organization: options.organization,
            adopted: options.adopted === true,
            env: process.env,
          },
          dryRun: options.dryRun === true,
          commit: options.commit === true,
        }),
      );
    });
  group
    .command('csv')
    .argument(
      '<file>',
      "Petfinder's Import Standard Template (rescue syndicate's file, a shelter system's export)",
    )
    .description('Import the dogs of a Petfinder import file, with or without its header row')
    .option('--photos <dir>', 'a folder of the photos the file names, or of <ID>-<n>.jpg files')
    .addOption(dryRunOption())
    .addOption(commitOption())
    .action(async (file: string, options: ImportFlags & { photos?: string }, self) => {
      const { importDogs } = await import('./import.ts');
      setExitCode(
        await importDogs(contextOf(self), {
          source: { kind: 'csv', file, photos: options.photos },
          dryRun: options.dryRun === true,
          commit: options.commit === true,
        }),
      );
    });
}

interface ImportFlags {
  dryRun?: boolean;
  commit?: boolean;
}
