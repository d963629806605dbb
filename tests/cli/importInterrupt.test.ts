import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import { csvLine } from '../../cli/syndication/csv.ts';
import { listingServices } from '../../cli/syndication/services.ts';
import { image, makeSite, snapshot } from './cliFixtures.ts';
import { keys, Terminal } from './runRescue.ts';

/** Every file under `dir`, by path from it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' });
}

/** Polls until `found` holds, for up to `ms`. */
async function until(found: () => boolean, ms: number): Promise<void> {
  const started = Date.now();
  while (!found()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await sleep(2);
  }
}

describe('an interrupted import', { timeout: 120_000 }, () => {
  it('shows a line per dog in a terminal, and Ctrl-C while photos download leaves the content as it was', async () => {
    const photo = await image('png');
    // Each photo comes after a second: Ctrl-C lands while the others are on their way.
    const server = createServer((_, response) => {
      setTimeout(() => response.end(photo), 1000);
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    onTestFinished(() => {
      server.closeAllConnections();
      server.close();
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const columns = listingServices.petfinder.columns;
    const rows = Array.from({ length: 12 }, (_, index) =>
      csvLine(
        columns.map(
          (name) =>
            ({
              ID: `NS-${index}`,
              AnimalName: `Dog ${index}`,
              PrimaryBreed: 'Beagle',
              Sex: 'M',
              Age: 'Adult',
              photo1: `${base}/${index}-1.png`,
              photo2: `${base}/${index}-2.png`,
            })[name] ?? '',
        ),
      ),
    );
    const root = await makeSite();
    writeFileSync(join(root, 'dogs.csv'), rows.join(''));
    const before = snapshot(join(root, 'content'));

    const terminal = new Terminal(root, ['import', 'csv', 'dogs.csv']);
    await terminal.waitFor(/\[1\/12\] Dog \d+ \(NS-\d+\): 2 photo\(s\)/);
    terminal.type(keys.ctrlC);

    expect(await terminal.exitCode()).not.toBe(0);
    expect(terminal.screen).not.toContain('Added');
    expect(snapshot(join(root, 'content'))).toEqual(before);
  });

  it('Ctrl-C while a change is written removes its temporary file and the photos no record shows yet', async () => {
    const root = await makeSite();
    const content = join(root, 'content');
    // Five dogs of large photos, written as rescue writes every change: each dog's photo, then its record.
    const script = join(root, 'write.mts');
    writeFileSync(
      script,
      `import { writeContent } from ${JSON.stringify(resolve('cli/writeContent.ts'))};
const ctx = { contentDir: ${JSON.stringify(content)}, cwd: ${JSON.stringify(root)}, interactive: false, out: console.log, warn: console.error };
const photo = Buffer.alloc(48 * 1024 * 1024, 7);
const dog = (n) => JSON.stringify({ dogAdoptionStatus: 'Unavailable', dogName: 'Dog ' + n, dogID: 'BIG-' + n, dogAge: 'Adult', dogDescription: 'Big.', dogGender: 'Male', dogBreed: 'Beagle', dogAdoptionFee: 1, dogPhotoLink: [{ href: '/images/dogs/big-' + n + '/1.png', alt: 'Dog' }] });
await writeContent(ctx, false, async () => ({
  files: [1, 2, 3, 4, 5].flatMap((n) => [{ path: 'media/images/dogs/big-' + n + '/1.png', data: photo }, { path: 'dogs/big-' + n + '.json', data: dog(n) }]),
  message: 'Big dogs',
  summary: 'Wrote them.',
}));
`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: resolve('.') });
    const exited = new Promise<number | null>((done) => child.on('close', done));
    const media = join(content, 'media/images/dogs');
    // Interrupted while a photo is half written, after at least one whole dog.
    await until(
      () =>
        existsSync(join(content, 'dogs/big-1.json')) &&
        filesUnder(media).some((name) => name.endsWith('.tmp')),
      60_000,
    );
    child.kill('SIGINT');

    expect(await exited).toBe(130);
    expect(filesUnder(content).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const records = readdirSync(join(content, 'dogs')).filter((name) => name.startsWith('big-'));
    const photos = filesUnder(media).filter((name) => /^big-\d\/1\.png$/.test(name));
    // Every photo is its record's, every record whole.
    expect(photos.map((name) => name.replace('/1.png', '.json')).sort()).toEqual(records.sort());
    for (const name of records) JSON.parse(readFileSync(join(content, 'dogs', name), 'utf8'));
    expect(existsSync(join(content, '.rescue.lock'))).toBe(false);
  });
});
