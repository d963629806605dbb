// Writes the generated docs: docs/problem-codes.md from the problem catalogue and docs/cli.md
// from the `rescue` program itself, so neither can say other words than the code.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import prettier from 'prettier';
import { hintOf, problemCatalogue, type ProblemCode } from '#lib/content/problemCatalogue.ts';
import { buildProgram } from '../cli/main.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Markdown that shows `text` as written: its `code` stays code, every other mark is escaped. */
function markdownText(text: string): string {
  return text
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 ? part : part.replace(/[\\*_[\]<>~&]/g, '\\$&')))
    .join('')
    .replaceAll('|', '\\|'); // a table cell ends at a bare |, inside code too
}

/** `text` as code, in a table cell. */
const code = (text: string) => markdownText(`\`${text}\``);

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

const generatedNote = (source: string) =>
  `<!-- Generated from ${source} by scripts/docs.ts: do not edit by hand; run \`npm run docs\` to regenerate. -->`;

function problemCodesPage(): string {
  const rows = Object.entries(problemCatalogue).map(([name, { severity, title }]) => [
    code(name),
    severity,
    markdownText(title),
    markdownText(hintOf(name as ProblemCode, '…')),
  ]);
  return [
    generatedNote('lib/content/problemCatalogue.ts'),
    '# Problem codes',
    '`rescue validate` and the build name every content problem by a code that stays the same when its wording changes. The code is shown after the hint, and in the `--json` and `--format github` output. An error stops the build; a warning does not. Where a hint says …, the message names the value (a file name, a colour shade).',
    table(['Code', 'Kind', 'Title', 'What to do'], rows),
  ].join('\n\n');
}

/** The reference of one command and, after it, of each of its subcommands. */
function commandReference(command: Command, name: string, depth: number): string[] {
  const help = command.createHelp();
  const options = help
    .visibleOptions(command)
    .filter((option) => option.long !== '--help')
    .map((option) => [code(help.optionTerm(option)), markdownText(help.optionDescription(option))]);
  const args = help
    .visibleArguments(command)
    .map((argument) => [
      code(help.argumentTerm(argument)),
      markdownText(help.argumentDescription(argument)),
    ]);
  const subcommands = command.commands.map((subcommand) => [
    code(help.subcommandTerm(subcommand)),
    markdownText(help.subcommandDescription(subcommand)),
  ]);
  return [
    `${'#'.repeat(depth)} ${name}`,
    markdownText(help.commandDescription(command)),
    `\`\`\`sh\n${help.commandUsage(command)}\n\`\`\``,
    ...(args.length ? [table(['Argument', 'Description'], args)] : []),
    ...(options.length ? [table(['Option', 'Description'], options)] : []),
    ...(subcommands.length ? [table(['Command', 'Description'], subcommands)] : []),
    ...command.commands.flatMap((subcommand) =>
      commandReference(subcommand, `${name} ${subcommand.name()}`, depth + 1),
    ),
  ];
}

async function cliPage(): Promise<string> {
  const program = await buildProgram(
    { stdout() {}, stderr() {}, cwd: root, terminal: false },
    () => {},
  );
  return [
    generatedNote("cli/main.ts (the program's own help)"),
    '# The `rescue` command',
    'Every command of `rescue`, with its arguments and options, in the words of its `--help` (`npx rescue <command> --help`). The options of `rescue` itself work with every command, and every command takes `-h, --help`. How to use them, step by step: [For volunteers](volunteers.md).',
    ...commandReference(program, 'rescue', 2),
  ].join('\n\n');
}

const pages = {
  'docs/problem-codes.md': problemCodesPage,
  'docs/cli.md': cliPage,
};

/** Each generated file's path (from the repository root) and its text, as Prettier formats it. */
export async function generatedDocs(): Promise<Record<string, string>> {
  const entries = Object.entries(pages).map(async ([path, page]) => {
    const filepath = root + path;
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    return [path, await prettier.format(`${await page()}\n`, options)] as const;
  });
  return Object.fromEntries(await Promise.all(entries));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, text] of Object.entries(await generatedDocs())) {
    writeFileSync(root + path, text);
    console.log(`Wrote ${path}`);
  }
}
