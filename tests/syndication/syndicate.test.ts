import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { isoDate } from '#lib/content/dates.ts';
import {
  accountVariables,
  listingServices,
  type ServiceId,
} from '../../cli/syndication/services.ts';
import { syndicate } from '../../cli/commands/syndicate.ts';
import { rescue, type Result } from '../cli/runRescue.ts';
import { copyContent, editJson } from '../support/contentCopy.ts';
import { startFtpServer, type TestFtpServer } from '../support/ftpServer.ts';
import { tempDir } from '../support/tempDirs.ts';

const golden = (file: string) => join(import.meta.dirname, 'golden', file);
/** Each service's test account: its golden files (golden/<id>/) are what this user is sent. */
const accounts = {
  petfinder: { user: 'MN999', password: 'pf-secret-1' },
  adoptapet: { user: 'aap1234', password: 'aap-secret-2' },
  rescuegroups: { user: 'rg5678', password: 'rg-secret-3' },
} satisfies Record<ServiceId, { user: string; password: string }>;
const passwords = Object.fromEntries(
  Object.values(accounts).map(({ user, password }) => [user, password]),
);

let server: TestFtpServer;
// One image cache for the file: the first run encodes the sample photos, the others copy them.
let imageCache: string;
beforeAll(() => {
  imageCache = tempDir('listing-jpegs-');
});
let root: string;
const outputs: Result[] = [];

async function run(...args: string[]): Promise<Result> {
  const result = await rescue(root, 'syndicate', ...args);
  outputs.push(result);
  return result;
}

function setServices(server: TestFtpServer, overrides: Record<string, string> = {}) {
  const host = `127.0.0.1:${server.port}`;
  const env: Record<string, string> = {
    ...Object.fromEntries(
      Object.entries(listingServices).flatMap(([id, { settings }]) => {
        const variables = accountVariables(settings);
        const { user, password } = accounts[id as ServiceId];
        return [
          [variables.user, user],
          [variables.password, password],
          [variables.host, host],
        ];
      }),
    ),
    ...overrides,
  };
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return env;
}

const uploaded = (user: string, path: string) => join(server.rootOf(user), path);
const text = (user: string, path: string) => readFileSync(uploaded(user, path), 'utf8');
/** The text files a user was sent, by name: everything but the photos. */
function textFiles(user: string): Map<string, string> {
  const paths = readdirSync(server.rootOf(user), { recursive: true }) as string[];
  return new Map(
    paths
      .map((path) => join(server.rootOf(user), path))
      .filter((path) => statSync(path).isFile() && !path.endsWith('.jpg'))
      .map((path) => [basename(path), readFileSync(path, 'utf8')]),
  );
}

beforeEach(async () => {
  server = await startFtpServer(passwords);
  onTestFinished(() => server.close());
  const content = copyContent();
  root = dirname(content);
  // The sample courtesy posting, still current on the day the test runs.
  editJson(content, 'courtesy-postings/1.json', (posting) => {
    posting.courtesyPostingDate = isoDate(new Date(Date.now() - 86_400_000));
  });
  vi.stubEnv('PETFINDER_CLIENT_ID', '');
  vi.stubEnv('PETFINDER_CLIENT_SECRET', '');
  vi.stubEnv('PETFINDER_TOKEN', '');
  vi.stubEnv('IMAGE_CACHE_DIR', imageCache);
  setServices(server);
});

afterEach(() => {
  vi.unstubAllEnvs();
  // No password in anything a run printed.
  for (const { stdout, stderr } of outputs.splice(0)) {
    for (const password of Object.values(passwords)) {
      expect(stdout + stderr).not.toContain(password);
    }
  }
});

describe('rescue syndicate', () => {
  // The first run encodes every sample photo into an empty image cache: slow on a busy machine.
  it('sends each service its files, byte for byte, and the photos as JPEG; a second run encodes nothing', async () => {
    const first = await run();
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    for (const [id, { user }] of Object.entries(accounts)) {
      const sent = textFiles(user);
      if (process.env.UPDATE_GOLDEN) {
        mkdirSync(golden(id), { recursive: true });
        for (const [name, body] of sent) writeFileSync(golden(join(id, name)), body);
      }
      expect([...sent.keys()].sort(), id).toEqual(readdirSync(golden(id)).sort());
      for (const [name, body] of sent) {
        expect(body, `${id}/${name}`).toBe(readFileSync(golden(join(id, name)), 'utf8'));
      }
    }
    // Five Available dogs, 13 photos; RescueGroups also lists the courtesy posting and its 2.
    expect(readdirSync(uploaded('MN999', 'import/photos')).sort()).toContain('GSD-2026-01-3.jpg');
    expect(readdirSync(uploaded('MN999', 'import/photos'))).toHaveLength(13);
    expect(readdirSync(uploaded('aap1234', 'photos'))).toHaveLength(13);
    expect(readdirSync(uploaded('rg5678', 'import/pictures'))).toHaveLength(15);
    const photo = await sharp(
      uploaded('rg5678', 'import/pictures/CORGI-CP-2026-01-1.jpg'),
    ).metadata();
    expect(photo.format).toBe('jpeg');
    expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(1200);
    expect(first.stdout).toContain('Petfinder: add 5 (GSD-2026-01, CORGI-2026-02');
    expect(first.stdout).toMatch(
      /Petfinder: sent the list and 13 photo\(s\) \(\d+ newly encoded; 0 already there\)/,
    );

    const second = await run();
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Petfinder: add 0, change 0, remove 0.');
    expect(second.stdout).toContain(
      'Petfinder: sent the list and 0 photo(s) (0 newly encoded; 13 already there)',
    );
    expect(second.stdout).toContain(
      'RescueGroups.org: sent the list and 0 photo(s) (0 newly encoded; 15 already there)',
    );
  }, 120_000);

  it('takes a dog marked Unavailable off every service on the next run', async () => {
    await run();
    editJson(
      join(root, 'content'),
      'dogs/3.json',
      (dog) => (dog.dogAdoptionStatus = 'Unavailable'),
    );
    const next = await run();
    expect(next.code).toBe(0);
    expect(next.stdout).toContain('Petfinder: add 0, change 0, remove 1 (GSD-2026-03).');
    expect(next.stdout).toContain('RescueGroups.org: add 0, change 0, remove 1 (GSD-2026-03).');
    for (const { user } of Object.values(accounts)) {
      for (const body of textFiles(user).values()) expect(body).not.toContain('GSD-2026-03');
    }
  });

  it('refuses to remove more than half of a service’s listings unless --allow-removals', async () => {
    await run();
    const before = text('MN999', 'import/MN999.csv');
    for (const id of ['1', '2', '3']) {
      editJson(
        join(root, 'content'),
        `dogs/${id}.json`,
        (dog) => (dog.dogAdoptionStatus = 'Unavailable'),
      );
    }
    const refused = await run();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'Petfinder: refused: this run would remove 3 of its 5 listings',
    );
    expect(refused.stderr).toContain('--allow-removals');
    expect(refused.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(text('MN999', 'import/MN999.csv')).toBe(before);

    const allowed = await run('--allow-removals');
    expect(allowed.code).toBe(0);
    expect(text('MN999', 'import/MN999.csv')).not.toContain('GSD-2026-01');
  });

  it('--dry-run sends nothing and says what each service would add, change and remove', async () => {
    const dry = await run('--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(
      'Petfinder: would add 5 (GSD-2026-01, CORGI-2026-02, GSD-2026-03, CORGI-2026-04, GSD-2026-05)',
    );
    expect(dry.stdout).toContain('RescueGroups.org: would add 6');
    expect(dry.stdout).toContain('dry run, nothing sent.');
    expect(existsSync(uploaded('MN999', 'import'))).toBe(false);
    expect(existsSync(uploaded('aap1234', 'pets.csv'))).toBe(false);

    await run();
    editJson(join(root, 'content'), 'dogs/1.json', (dog) => (dog.dogName = 'Bruno Jr.'));
    const changed = await run('--dry-run');
    expect(changed.stdout).toContain(
      'Petfinder: would add 0, would change 1 (GSD-2026-01), would remove 0',
    );
    expect(text('MN999', 'import/MN999.csv')).toContain('"Bruno"');
  });

  it('names the service whose password is wrong and still sends the others', async () => {
    setServices(server, { ADOPTAPET_FTP_PASSWORD: 'not-the-password' });
    const result = await run();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'Adopt-a-Pet: nothing was sent: the login was refused (530): check ADOPTAPET_FTP_USER and ADOPTAPET_FTP_PASSWORD.',
    );
    expect(result.stderr).toContain('1 of 3 service(s) failed');
    expect(result.stderr).not.toContain('not-the-password');
    expect(existsSync(uploaded('MN999', 'import/MN999.csv'))).toBe(true);
    expect(existsSync(uploaded('rg5678', 'import/pets.csv'))).toBe(true);
  });

  it('names every dog whose breed maps to nothing, with the closest names, before sending anything', async () => {
    editJson(join(root, 'content'), 'dogs/2.json', (dog) => (dog.dogBreed = 'Pembroke Corgi mix'));
    const result = await run();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Nothing was sent');
    expect(result.stderr).toContain(
      'content/dogs/2.json (Biscuit): breed "Pembroke Corgi" is none of Petfinder\'s breeds (closest: ',
    );
    expect(result.stderr).toContain('Pembroke Welsh Corgi');
    expect(result.stderr).toContain('add it to content/listing-breeds.json');
    expect(existsSync(server.rootOf('MN999'))).toBe(false);
  });

  it('says so, and sends nothing, when no service is set up', async () => {
    vi.unstubAllEnvs();
    for (const { settings } of Object.values(listingServices))
      vi.stubEnv(accountVariables(settings).user, '');
    const result = await run();
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('No listing service is set up');
  });

  it('uses FTPS when the server offers it', async () => {
    const dir = tempDir('ftps-');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
    const secure = await startFtpServer(passwords, {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert,
    });
    onTestFinished(() => secure.close());
    const env = setServices(secure);
    const lines: string[] = [];
    const ctx = {
      contentDir: join(root, 'content'),
      cwd: root,
      interactive: false,
      out: (line: string) => lines.push(line),
      warn: (line: string) => lines.push(line),
    };
    expect(
      await syndicate(ctx, { dryRun: false, allowRemovals: false, env, tls: { ca: cert } }),
    ).toBe(0);
    expect(lines.filter((line) => line.includes('over FTPS'))).toHaveLength(
      Object.keys(listingServices).length,
    );
    expect(readFileSync(join(secure.rootOf('MN999'), 'import/MN999.csv'), 'utf8')).toBe(
      readFileSync(golden('petfinder/MN999.csv'), 'utf8'),
    );
  });
});
