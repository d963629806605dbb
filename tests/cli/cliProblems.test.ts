import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  watch,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dogFlags, makeSite, records, snapshot } from './cliFixtures.ts';
import { bin, expectRefused, rescue } from './runRescue.ts';

/** A valid greyscale PNG of width × height pixels, all black: tiny on disk, huge once decoded. */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // 1 bit a pixel, greyscale
  // Each row: filter byte 0, then width / 8 bytes of black.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

describe('photos', () => {
  it('a valid photo too big to decode is refused by its size, not as "not an image"', async () => {
    const root = await makeSite();
    writeFileSync(join(root, 'huge.png'), blankPng(20000, 20000));
    await expectRefused(
      root,
      ['add-dog', ...dogFlags, '--photo', 'huge.png'],
      /^huge\.png: the photo is 20000×20000, over the 268-megapixel limit\.\n$/,
    );
  });

  it('validate checks every referenced photo is an image the build can use', async () => {
    const root = await makeSite();
    const media = join(root, 'content/media/images');
    writeFileSync(join(media, 'dogs/1-1.png'), 'not a picture');
    writeFileSync(join(media, 'team/1-1.png'), blankPng(20000, 20000));
    const result = await rescue(root, 'validate');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      'content/dogs/1.json\n  error    /dogPhotoLink/0/href photo "/images/dogs/1-1.png" is not a JPEG, PNG or WebP image\n',
    );
    expect(result.stdout).toContain(
      'content/team/1.json\n  error    /teamMemberPhotoLink/href photo "/images/team/1-1.png" is 20000×20000, over the 268-megapixel limit\n',
    );
    expect(result.stdout).toMatch(/2 error\(s\) and 1 warning\(s\) in 3 file\(s\)\.\n$/);
  });
});

/** Runs the real rescue as the unprivileged user `nobody`, for whom root's files are read-only. */
function rescueAsNobody(cwd: string, ...args: string[]) {
  return spawnSync(process.execPath, [bin, ...args], {
    cwd,
    uid: 65534,
    gid: 65534,
    encoding: 'utf8',
    env: { ...process.env, HOME: cwd },
  });
}

describe('a content folder rescue may not write to', () => {
  it('names the file and says permission denied, writing nothing', async () => {
    const root = await makeSite();
    chmodSync(root, 0o755);
    // The content folder is writable (for the lock), its dogs folder is not.
    chmodSync(join(root, 'content'), 0o777);
    const before = snapshot(join(root, 'content'));
    const result = rescueAsNobody(root, 'mark', 'GSD-2024-07', 'unavailable');
    expect(result.stderr).toBe(
      'cannot write content/dogs/1.json: permission denied\n' +
        'Nothing was written. Check who owns the folder (ls -l), or run rescue as that user.\n',
    );
    expect(result.status).toBe(1);
    expect(snapshot(join(root, 'content'))).toEqual(before);

    chmodSync(join(root, 'content'), 0o755);
    const locked = rescueAsNobody(root, 'mark', 'GSD-2024-07', 'unavailable');
    expect(locked.stderr).toMatch(/^cannot write content\/\.rescue\.lock: permission denied\n/);
    expect(locked.status).toBe(1);
  });
});

describe('Ctrl-C', () => {
  it('while a change is being checked leaves no temporary folder behind', async () => {
    const root = await makeSite();
    // Enough records that checking a change takes a while.
    const dog = records()['dogs/1.json'] as Record<string, unknown>;
    for (let id = 3; id < 1500; id++) {
      const record = { ...dog, id, dogID: `GSD-X-${id}`, dogPhotoLink: dog.dogPhotoLink };
      writeFileSync(join(root, `content/dogs/${id}.json`), JSON.stringify(record));
    }
    const tmp = join(root, 'tmp');
    mkdirSync(tmp);
    const child = spawn(process.execPath, [bin, 'mark', 'GSD-2024-07', 'unavailable'], {
      cwd: root,
      env: { ...process.env, TMPDIR: tmp },
      stdio: 'ignore',
    });
    const exited = new Promise<number | string | null>((resolve) =>
      child.on('close', (code, signal) => resolve(code ?? signal)),
    );
    // Interrupted as soon as the check's temporary folder appears.
    const watcher = watch(tmp, (_event, name) => {
      if (String(name).startsWith('rescue-check-')) child.kill('SIGINT');
    });
    const code = await exited;
    watcher.close();
    expect(code).toBe(130);
    expect(readdirSync(tmp)).toEqual([]);
    // Interrupted before writing: the dog is unchanged.
    expect(readFileSync(join(root, 'content/dogs/1.json'), 'utf8')).toContain('"Available"');
    expect(existsSync(join(root, 'content/.rescue.lock'))).toBe(false);
  });
});
