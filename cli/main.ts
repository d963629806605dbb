import { resolve } from 'node:path';
import { Argument, Command, CommanderError, Option } from 'commander';
import { collectionKeys, collections, type CollectionKey } from '#lib/content/collections.ts';
import { resolvedSchema } from '#lib/content/schemas.ts';
import { collectionNames } from './collectionNames.ts';
import type { Context } from './context.ts';
import { CliError } from './errors.ts';
import { fieldsOf, readValue } from './fields.ts';
import { initQuestions } from './initQuestions.ts';
import {
  commitOption,
  fieldOptions,
  fieldValues,
  formatOption,
  jsonOption,
  langOption,
  repeatable,
  translationOption,
  yesOption,
  type OutputFormat,
} from './options.ts';
import { loadValueChecks } from './valueChecks.ts';

/** Where the CLI talks to: the process's streams, or a test's buffers. */
export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  /** Whether stdin is a terminal a person can answer questions in. */
  terminal: boolean;
}

export function processIo(): Io {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    cwd: process.cwd(),
    terminal: Boolean(process.stdin.isTTY),
  };
}

// Each command's module (and what it needs: prompts, sharp, Prettier, git) loads only when it runs.

/** Runs `rescue` with the arguments after the program name; resolves to the exit code. */
export async function main(argv: string[], io: Io): Promise<number> {
  let exitCode = 0;
  const program = buildProgram(io, (code) => (exitCode = code));
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    return report(error, io, program.opts().debug === true);
  }
}

function report(error: unknown, io: Io, debug: boolean): number {
  // Commander has already printed its own message (or the help).
  if (error instanceof CommanderError) return error.exitCode;
  if (error instanceof Error && error.name === 'ExitPromptError') {
    io.stderr('\nCancelled, nothing was written.\n');
    return 130;
  }
  if (error instanceof CliError) {
    io.stderr(`${error.message}\n`);
    return 1;
  }
  io.stderr(
    debug && error instanceof Error
      ? `${error.stack}\n`
      : `Unexpected error: ${error instanceof Error ? error.message : String(error)}\n` +
          'This is a bug in rescue; run the same command with --debug to see where it happened.\n',
  );
  return 1;
}

/** The whole `rescue` program: its commands, their flags and help (the CLI reference in docs/ is made from it). */
export function buildProgram(io: Io, setExitCode: (code: number) => void): Command {
  const program = new Command('rescue')
    .description("Keep the rescue's website content up to date from a terminal.")
    .option('--content <dir>', 'content folder to read and change', './content')
    .option(
      '--no-input',
      'never ask questions: fail on anything missing (as when not in a terminal)',
    )
    .option('--debug', 'show the stack trace of an unexpected error')
    .configureOutput({
      writeOut: io.stdout,
      writeErr: io.stderr,
      // A second line pointing at --help, unless commander already suggested a fix.
      outputError: (message, write) =>
        write(
          message.includes('Did you mean')
            ? message
            : `${message}(--help lists the commands and options)\n`,
        ),
    })
    .configureHelp({ showGlobalOptions: true })
    // A command's flags are checked as they are read; what checks them loads once one is chosen.
    .hook('preSubcommand', loadValueChecks)
    .exitOverride();

  const contextOf = (command: Command): Context => {
    const options = command.optsWithGlobals<{ content: string; input: boolean }>();
    return {
      contentDir: resolve(io.cwd, options.content),
      cwd: io.cwd,
      interactive: options.input && io.terminal,
      out: (line) => io.stdout(`${line}\n`),
      warn: (line) => io.stderr(`${line}\n`),
    };
  };

  addCommand(program.command('add-dog'), 'dogs', contextOf).description(
    'Add a dog to Available Dogs, asking for anything not given as a flag',
  );

  const addGroup = program
    .command('add')
    .usage('<collection> [options]')
    .description('Add a record: rescue add <collection> (asks for anything not given as a flag)');
  const updateGroup = program
    .command('update')
    .usage('<collection> <id> [options]')
    .description('Change fields of a record: rescue update <collection> <id> --field value…');
  const removeGroup = program
    .command('remove')
    .usage('<collection> <id> [options]')
    .description('Remove a record and the photos only it uses: rescue remove <collection> <id>');
  const listGroup = program
    .command('list')
    .usage('<collection> [options]')
    .description('Show a collection as a table (id, name, status…): rescue list <collection>');

  for (const collection of collectionKeys) {
    addCommand(collectionCommand(addGroup, collection), collection, contextOf);

    const updateOptions = fieldOptions(collection, false);
    const updateCommand = collectionCommand(updateGroup, collection)
      .argument('<id>', idHelp(collection))
      .addOption(commitOption());
    for (const { option } of updateOptions) updateCommand.addOption(option);
    updateCommand.action(async (id: string, options, command: Command) =>
      (await import('./commands/update.ts')).update(contextOf(command), {
        collection,
        record: id,
        values: fieldValues(updateOptions, options),
        commit: options.commit === true,
      }),
    );

    collectionCommand(removeGroup, collection)
      .argument('<id>', idHelp(collection))
      .addOption(yesOption())
      .addOption(commitOption())
      .action(async (id: string, options, command: Command) =>
        (await import('./commands/remove.ts')).remove(contextOf(command), {
          collection,
          record: id,
          yes: options.yes === true,
          commit: options.commit === true,
        }),
      );

    collectionCommand(listGroup, collection)
      .addOption(jsonOption())
      .action(async (options, command: Command) =>
        (await import('./commands/list.ts')).list(contextOf(command), {
          collection,
          json: options.json === true,
        }),
      );
  }

  const statusField = fieldsOf('dogs').find((field) => field.name === 'dogAdoptionStatus')!;
  program
    .command('mark')
    .description('Mark a dog available or unavailable (adopted dogs are unavailable)')
    .argument('<dog>', 'record number or Dog ID')
    .addArgument(
      new Argument('<status>', 'available or unavailable').argParser((text) =>
        readValue('dogs', statusField, text),
      ),
    )
    .addOption(commitOption())
    .action(async (dog: string, status: 'Available' | 'Unavailable', options, command: Command) =>
      (await import('./commands/mark.ts')).mark(contextOf(command), {
        dog,
        status,
        commit: options.commit === true,
      }),
    );

  program
    .command('validate')
    .description(
      'Check all content (schemas, unique ids, photos, posting dates, unsafe HTML); exit code 1 on errors',
    )
    .addOption(jsonOption())
    .addOption(formatOption())
    .action(async (options: { json?: boolean; format: OutputFormat }, command: Command) => {
      const { validate } = await import('./commands/validate.ts');
      const format = options.json ? 'json' : options.format;
      setExitCode(await validate(contextOf(command), { format }));
    });

  program
    .command('translate')
    .description(
      "Write a record's, page's or site.json's words in another language: asks for each field, showing the English",
    )
    .argument(
      '<record>',
      'a record (dogs/1, GSD-2024-07, events/EV-2024-10), a page (pages/about, about) or site',
    )
    .addOption(langOption("the language: one of site.json's languages other than English"))
    .addOption(translationOption())
    .addOption(commitOption())
    .action(async (record: string, options, command: Command) =>
      (await import('./commands/translate.ts')).translate(contextOf(command), {
        record,
        lang: options.lang,
        translations: options.translation ?? [],
        commit: options.commit === true,
      }),
    );

  program
    .command('i18n')
    .description('Translations of the site: rescue i18n status')
    .command('status')
    .description(
      'How much of each collection, page and site.json is translated; what is missing or stale (exit code 0)',
    )
    .addOption(langOption('only this language'))
    .addOption(jsonOption())
    .addOption(formatOption())
    .action(
      async (options: { lang?: string; json?: boolean; format: OutputFormat }, command: Command) =>
        (await import('./commands/i18nStatus.ts')).i18nStatus(contextOf(command), {
          lang: options.lang,
          format: options.json ? 'json' : options.format,
        }),
    );

  const initCommand = program
    .command('init')
    .description(
      "Start a new rescue's site from this template (once): asks a dozen questions, writes site.json, the colours and the logo, removes the sample rescue's records and commits",
    )
    .option('--keep-samples', "keep the sample rescue's dogs, events, team… as examples");
  for (const { flag, title, description } of initQuestions) {
    initCommand.option(`--${flag} <value>`, `${title}: ${description}`);
  }
  initCommand.action(async (options: Record<string, string>, command: Command) =>
    (await import('./commands/init.ts')).init(contextOf(command), {
      given: Object.fromEntries(
        initQuestions
          .filter(({ key }) => options[key] !== undefined)
          .map(({ key }) => [key, options[key]]),
      ),
      keepSamples: options.keepSamples !== undefined,
    }),
  );

  program
    .command('format')
    .description(
      'Rewrite Markdown the way the browser editor writes it (_italics_, "- " lists), so an editor save changes nothing else',
    )
    .addOption(commitOption())
    .action(async (options, command: Command) =>
      (await import('./commands/format.ts')).format(contextOf(command), {
        commit: options.commit === true,
      }),
    );

  program
    .command('prune-postings')
    .description('Remove courtesy postings more than 30 days old (lists them first)')
    .addOption(yesOption())
    .addOption(commitOption())
    .action(async (options, command: Command) =>
      (await import('./commands/prunePostings.ts')).prunePostings(contextOf(command), {
        yes: options.yes === true,
        commit: options.commit === true,
      }),
    );

  program
    .command('alerts')
    .description(
      'Search alerts of the running site: subscriptions per search (counts only), or a test alert',
    )
    .option('--site <url>', 'the site to ask (default: siteUrl of content/site.json)')
    .option('--test <address>', 'send a test alert to this address')
    .action(async (options: { site?: string; test?: string }, command: Command) =>
      (await import('./commands/alerts.ts')).alerts(contextOf(command), {
        ...options,
        token: process.env.ALERTS_RUN_TOKEN,
      }),
    );

  return program;
}

/** `<group> <collection>`, named as volunteers type it and described by the collection's schema. */
function collectionCommand(group: Command, collection: CollectionKey): Command {
  const { name, aliases } = collectionNames[collection];
  const schema = resolvedSchema(collections[collection].schema);
  return group.command(name).aliases(aliases).description(`${schema.title}: ${schema.description}`);
}

function idHelp(collection: CollectionKey): string {
  const { schema, refField } = collections[collection];
  const refTitle = refField && resolvedSchema(schema).properties?.[refField]?.title;
  return `record number${refTitle ? ` or ${refTitle}` : ''}`;
}

/** Options and action of `add-dog` and `add <collection>`: one flag per schema field, plus photos. */
function addCommand(
  command: Command,
  collection: CollectionKey,
  contextOf: (command: Command) => Context,
): Command {
  const options = fieldOptions(collection, true);
  for (const { option } of options) command.addOption(option);
  const photoField = options.find(({ field }) => field.photo)?.field;
  if (photoField) {
    const more = photoField.photo === 'list' ? '; repeat for more photos' : '';
    command.addOption(
      new Option(
        '--photo <file>',
        `${photoField.title}: a JPEG, PNG or WebP file to copy in, without its EXIF or GPS data${more}`,
      ).argParser(repeatable),
    );
  }
  if (photoField && photoField.photo !== 'href') {
    command.addOption(
      new Option(
        '--photo-alt <text>',
        'alt text of the --photo in the same position (default: the name, and the photo number)',
      ).argParser(repeatable),
    );
  }
  return command
    .addOption(
      langOption(
        'also write the translated fields in this language (asked for, or given with --translation)',
      ),
    )
    .addOption(translationOption())
    .addOption(commitOption())
    .action(async (parsed, self: Command) =>
      (await import('./commands/add.ts')).add(contextOf(self), {
        collection,
        values: fieldValues(options, parsed),
        photos: parsed.photo ?? [],
        photoAlts: parsed.photoAlt ?? [],
        lang: parsed.lang,
        translations: parsed.translation ?? [],
        commit: parsed.commit === true,
      }),
    );
}
