// `rescue syndicate` at a larger rescue's size: a dry run over 1,000 generated dogs against an
// FTP server on 127.0.0.1 (content read, breeds checked, three formats made, the last files read
// back and compared), and the upload of the sample dogs with their photos (image cache warm).
import { dirname, join } from 'node:path';
import { accountVariables, listingServices } from '../cli/syndication/services.ts';
import { syndicate } from '../cli/commands/syndicate.ts';
import type { Context } from '../cli/context.ts';
import { startFtpServer } from '../tests/support/ftpServer.ts';
import { contentWithDogs } from './content.ts';
import { bestOf, figure } from './figures.ts';

const services = Object.values(listingServices);
const users = Object.fromEntries(
  services.map((_, index) => [`bench${index + 1}`, `secret${index}`]),
);
const server = await startFtpServer(users);
const host = `127.0.0.1:${server.port}`;
const env = Object.fromEntries(
  services.flatMap(({ settings }, index) => {
    const variables = accountVariables(settings);
    return [
      [variables.user, `bench${index + 1}`],
      [variables.password, `secret${index}`],
      [variables.host, host],
    ];
  }),
);
const contextOf = (contentDir: string): Context => ({
  contentDir,
  cwd: dirname(contentDir),
  interactive: false,
  out: () => {},
  warn: (line) => console.error(line),
});

async function timed(contentDir: string, dryRun: boolean): Promise<number> {
  const started = performance.now();
  const code = await syndicate(contextOf(contentDir), { dryRun, allowRemovals: true, env });
  if (code !== 0) throw new Error(`rescue syndicate exited ${code}`);
  return (performance.now() - started) / 1000;
}

try {
  const large = contentWithDogs(1000);
  await timed(large, false); // the services hold the 1,000 dogs: the dry run compares against them
  figure({
    name: 'rescue syndicate --dry-run, 1,000 dogs, 3 services',
    value: await bestOf(3, () => timed(large, true)),
    unit: 's',
    goal: { max: 5 },
    note: 'in process, warm, best of 3',
  });
  const sample = join(process.cwd(), 'content');
  await timed(sample, false); // fills the image cache
  figure({
    name: 'rescue syndicate, sample dogs with photos, 3 services',
    value: await bestOf(3, () => timed(sample, false)),
    unit: 's',
    goal: { max: 5 },
    note: 'FTP on 127.0.0.1, JPEGs from the image cache, best of 3',
  });
} finally {
  await server.close();
}
