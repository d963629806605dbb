import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';
import { commitId } from '#lib/git.ts';
import { workerName, type InitAnswers } from './initQuestions.ts';

/** A file of the copy beside content/ that init rewrites for the rescue. */
export interface RootFile {
  path: string;
  data: string;
}

/**
 * package.json (and its lock) named after the rescue, which npm prints on every run, and a README
 * of its own: the template's README describes the sample rescue.
 */
export async function rescueFiles(root: string, answers: InitAnswers): Promise<RootFile[]> {
  const name = workerName(answers.shortName);
  const description = `Website and rescue command of ${answers.name}: ${answers.mission}`;
  const files = [
    renamed(join(root, 'package.json'), (pkg) => Object.assign(pkg, { name, description })),
    renamed(join(root, 'package-lock.json'), (lock) => {
      lock.name = name;
      (lock.packages as Record<string, Record<string, unknown>>)['']!.name = name;
    }),
  ].filter((file): file is RootFile => file !== undefined);
  const readme = join(root, 'README.md');
  return [...files, { path: readme, data: await formatted(readme, readmeOf(root, answers)) }];
}

/** A JSON file of the copy with `change` made, written as npm writes it; undefined when absent. */
function renamed(path: string, change: (data: Record<string, unknown>) => void) {
  if (!existsSync(path)) return undefined;
  const data = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(data);
  return { path, data: `${JSON.stringify(data, null, 2)}\n` };
}

async function formatted(path: string, text: string): Promise<string> {
  const config = await prettier.resolveConfig(path, { editorconfig: true });
  return prettier.format(text, { ...config, filepath: path });
}

/** The rescue's README: its site, the two commands, the guides, and the template it came from. */
function readmeOf(root: string, answers: InitAnswers): string {
  const template = commitId(root, 'HEAD').slice(0, 12);
  return `# ${answers.name} — website and \`rescue\` command

${answers.mission} This is the rescue's website, ${answers.siteUrl}: the files in \`content/\`
(its dogs, events, team, pages and facts, each checked against a schema in \`schemas/\`) made into a
static site. Volunteers keep it up to date with the \`rescue\` command in a terminal or with the
editor in the browser at ${answers.siteUrl}/admin/.

## Two commands

You need Node.js 20.19 or newer and, for the tests, Chromium (\`apt-get install chromium
chromium-headless-shell\` on Debian; or point \`CHROME_PATH\` at a Chrome/Chromium binary) and
\`openssl\`.

\`\`\`sh
npm install && npm start   # builds the site and serves it at http://127.0.0.1:3000/
npm test                   # formatting, lint, typecheck, unit and browser tests
\`\`\`

## Guides

- [For volunteers](docs/volunteers.md): add a dog, mark one adopted, check everything, a page's
  words, Spanish, publishing; or edit in the browser at \`/admin\`.
- [For the technical volunteer](docs/technical-volunteer.md): hosting, publishing, the editor's
  sign-in, the forms, search alerts and the listing service.
- [For contributors](docs/contributors.md): how the code fits together, and the tests.
- [The \`rescue\` command](docs/cli.md) and [problem codes](docs/problem-codes.md).

## Where it came from

\`rescue init\` started this site from the dog-rescue website template, as of commit \`${template}\`
(its README: \`git show ${template}:README.md\`). Its sample rescue is what the tests build, never
this site's content (see [Tests](docs/contributors.md#tests)).
`;
}
