import { resolve } from 'node:path';
import { Command } from 'commander';
import { defineAdd } from './commands/add.define.ts';
import { defineAlerts } from './commands/alerts.define.ts';
import { defineFormat } from './commands/format.define.ts';
import { defineI18n } from './commands/i18nStatus.define.ts';
import { defineImport } from './commands/import.define.ts';
import { defineInit } from './commands/init.define.ts';
import { defineList } from './commands/list.define.ts';
import { defineMark } from './commands/mark.define.ts';
import { definePrunePostings } from './commands/prunePostings.define.ts';
import { defineRemove } from './commands/remove.define.ts';
import { defineSyndicate } from './commands/syndicate.define.ts';
import { defineTranslate } from './commands/translate.define.ts';
import { defineUpdate } from './commands/update.define.ts';
import { defineValidate } from './commands/validate.define.ts';
import type { ContextOf } from './context.ts';
import { reportError } from './errors.ts';
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

/** Runs `rescue` with the arguments after the program name; resolves to the exit code. */
export async function main(argv: string[], io: Io): Promise<number> {
  let exitCode = 0;
  const program = buildProgram(io, (code) => (exitCode = code));
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    return reportError(error, io.stderr, program.opts().debug === true);
  }
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
    // A command's flags are checked as they are read; what checks them loads once one is chosen
    // (not for validate: its flags take no value, and unchanged content needs no check loaded).
    .hook('preSubcommand', (_, command) =>
      command.name() === 'validate' ? undefined : loadValueChecks(),
    )
    .exitOverride();

  const contextOf: ContextOf = (command) => {
    const options = command.optsWithGlobals<{ content: string; input: boolean }>();
    return {
      contentDir: resolve(io.cwd, options.content),
      cwd: io.cwd,
      interactive: options.input && io.terminal,
      out: (line) => io.stdout(`${line}\n`),
      warn: (line) => io.stderr(`${line}\n`),
    };
  };

  // Each command declares itself in cli/commands/<name>.define.ts, in the order --help lists them;
  // its module (and what it needs: prompts, sharp, Prettier, git) loads only when it runs.
  defineAdd(program, contextOf);
  defineUpdate(program, contextOf);
  defineRemove(program, contextOf);
  defineList(program, contextOf);
  defineMark(program, contextOf);
  defineValidate(program, contextOf, setExitCode);
  defineTranslate(program, contextOf);
  defineI18n(program, contextOf);
  defineInit(program, contextOf);
  defineFormat(program, contextOf);
  definePrunePostings(program, contextOf);
  defineAlerts(program, contextOf);
  defineSyndicate(program, contextOf, setExitCode);
  defineImport(program, contextOf, setExitCode);

  return program;
}
