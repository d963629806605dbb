import { spawn } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { image, makeSite, readJson } from './cliFixtures.ts';
import { rescue, rescueProcess } from './runRescue.ts';

function addDog(root: string, dogID: string) {
  return rescueProcess(
    root,
    'add-dog',
    '--dog-name',
    `Dog ${dogID}`,
    '--dog-id',
    dogID,
    '--dog-age',
    'Adult',
    '--dog-description',
    'Nice.',
    '--dog-gender',
    'Female',
    '--dog-breed',
    'Corgi',
    '--photo',
    'photo.png',
  );
}

async function siteWithPhoto() {
  const root = await makeSite();
  writeFileSync(join(root, 'photo.png'), await image('png'));
  return root;
}

// Real processes: allow for a busy machine.
describe('concurrent writes', { timeout: 120_000 }, () => {
  it('gives simultaneous add-dog runs distinct files and loses no record', async () => {
    const root = await siteWithPhoto();
    const dogIDs = ['C-1', 'C-2', 'C-3', 'C-4', 'C-5'];
    const results = await Promise.all(dogIDs.map((dogID) => addDog(root, dogID)));

    expect(results.map((result) => [result.code, result.stderr])).toEqual(
      dogIDs.map(() => [0, '']),
    );
    const dogs = join(root, 'content/dogs');
    for (const dogID of dogIDs) {
      const id = dogID.toLowerCase();
      const dog = readJson(join(dogs, `${id}.json`));
      expect(dog.dogID).toBe(dogID);
      expect(dog.dogPhotoLink).toEqual([
        { href: `/images/dogs/${id}/1.png`, alt: `${String(dog.dogName)}, photo 1` },
      ]);
    }
    expect(readdirSync(join(root, 'content')).filter((name) => name.startsWith('.'))).toEqual([]);
    expect(readdirSync(dogs).filter((name) => !name.endsWith('.json'))).toEqual([]);
    expect((await rescue(root, 'validate')).code).toBe(0);
  });

  it('lets only one of two simultaneous runs with the same dogID through', async () => {
    const root = await siteWithPhoto();
    const results = await Promise.all([addDog(root, 'SAME-1'), addDog(root, 'SAME-1')]);
    expect(results.map((result) => result.code).sort()).toEqual([0, 1]);
    expect(results.find((result) => result.code === 1)!.stderr).toMatch(/already used/);
    expect(readdirSync(join(root, 'content/dogs')).sort()).toEqual([
      '1.json',
      '2.json',
      'same-1.json',
    ]);
    expect(readdirSync(join(root, 'content/media/images/dogs')).sort()).toEqual([
      '1-1.png',
      '2-1.png',
      'same-1',
    ]);
  });

  it('waits for a lock held by a running command, and takes over one left by a dead one', async () => {
    const root = await makeSite();
    const lock = join(root, 'content/.rescue.lock');
    writeFileSync(lock, String(process.pid));
    const waiting = rescue(root, 'mark', '1', 'unavailable');
    await sleep(300);
    expect(readJson(join(root, 'content/dogs/1.json')).dogAdoptionStatus).toBe('Available');
    rmSync(lock);
    expect((await waiting).code).toBe(0);

    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.on('close', resolve));
    writeFileSync(lock, String(dead.pid));
    expect((await rescue(root, 'mark', '1', 'available')).code).toBe(0);
    expect(readdirSync(join(root, 'content')).filter((name) => name.startsWith('.'))).toEqual([]);
  });
});
