import { spawnSync } from 'node:child_process';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../cli/main.ts';
import { makeSite } from './cliFixtures.ts';
import { rescue } from './runRescue.ts';

/** Every command under the program, with its path: `add courtesy-postings`. */
function commandsOf(command: Command, path = ''): [string, Command][] {
  return command.commands.flatMap((sub) => {
    const here = `${path} ${sub.name()}`.trim();
    return [[here, sub] as [string, Command], ...commandsOf(sub, here)];
  });
}

const program = await buildProgram(
  { stdout() {}, stderr() {}, cwd: '.', terminal: false },
  () => {},
);

describe('every command’s --help', () => {
  it.each(commandsOf(program))('rescue %s describes each of its options', (_path, command) => {
    const help = command.createHelp();
    for (const option of help.visibleOptions(command)) {
      expect(option.description, option.flags).toMatch(/\w/);
      // A field's help is "Title: description": a title alone ("Name: (required)") says nothing.
      expect(option.description, option.flags).not.toMatch(/:\s*(\(|$)/);
      // The line --help prints for the option carries its description.
      expect(help.optionDescription(option), option.flags).toContain(option.description);
    }
    for (const argument of help.visibleArguments(command)) {
      expect(argument.description, argument.name()).toMatch(/\w/);
    }
  });

  it('of a command group lists the options its collection commands share, such as remove’s --yes', async () => {
    const root = await makeSite();
    const remove = await rescue(root, 'remove', '--help');
    expect(remove.code).toBe(0);
    expect(remove.stdout).toMatch(/-y, --yes +go ahead without asking for confirmation/);
    expect(remove.stdout).toMatch(/--commit +make a git commit/);
    const update = await rescue(root, 'update', '--help');
    expect(update.stdout).toContain('rescue update <collection> --help');
  });

  it('of add courtesy-posting describes the dog fields it shares with a dog', async () => {
    const root = await makeSite();
    const { stdout } = await rescue(root, 'add', 'courtesy-posting', '--help');
    expect(stdout).toMatch(/--dog-name <text> +Name: The dog's name as visitors will see it/);
    expect(stdout).not.toMatch(/: \(required\)|: $/m);
  });

  it('into a reader that stops early ends quietly', () => {
    const piped = spawnSync('bash', ['-c', 'node cli/bin.js remove --help | head -1'], {
      encoding: 'utf8',
    });
    expect(piped.stdout).toBe('Usage: rescue remove <collection> <id> [options]\n');
    expect(piped.stderr).toBe('');
  });

  it('of add event gives an example of its own fields', async () => {
    const root = await makeSite();
    const { stdout } = await rescue(root, 'add', 'event', '--help');
    // As one line: --help wraps long descriptions.
    const help = stdout.replace(/\s+/g, ' ');
    expect(help).toContain('--translation "eventShortDescription=Un texto **en español**."');
    expect(help).not.toContain('dogDescription');
  });
});
