import { resolve } from 'node:path';
import { Command } from 'commander';
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
  const program = await buildProgram(io, (code) => (exitCode = code), argv);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    return reportError(error, io.stderr, program.opts().debug === true);
  }
}

/**
 * The `rescue` program: its commands, their flags and help (the CLI reference in docs/ is made
 * from it). Given the arguments of `rescue validate`, that command alone.
 */
export async function buildProgram(
  io: Io,
  setExitCode: (code: number) => void,
  argv: string[] = [],
): Promise<Command> {
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

  // `rescue validate`, run after each edit and in CI, loads none of the other commands' definitions
  // (their flags are made from the schemas).
  if (commandNamed(argv) === 'validate') {
    const { defineValidate } = await import('./commands/validate.define.ts');
    defineValidate(program, contextOf, setExitCode);
  } else {
    const { defineCommands } = await import('./commands.ts');
    defineCommands(program, contextOf, setExitCode);
  }

  return program;
}

/** The command the arguments name: their first word that is not an option or the content folder. */
function commandNamed(argv: string[]): string | undefined {
  return argv.find((arg, index) => !arg.startsWith('-') && argv[index - 1] !== '--content');
}
