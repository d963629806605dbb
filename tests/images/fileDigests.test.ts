import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileDigest } from '#lib/fileDigests.ts';
import {
  addWorktree,
  commitId,
  commitNewRepository,
  removeWorktree,
  unchangedBlobIds,
} from '#lib/git.ts';
import { tempDir } from '../support/tempDirs.ts';

// git's own blob ids (`git hash-object`) of these texts.
const helloId = 'ce013625030ba8dba906f756967f9e9ca394464a';
const emptyId = 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391';

function repository(): string {
  const dir = tempDir('git-digests-');
  mkdirSync(join(dir, 'photos'));
  writeFileSync(join(dir, 'photos', 'a.txt'), 'hello\n');
  writeFileSync(join(dir, 'b.txt'), 'hello\n');
  commitNewRepository(dir, 'Content', { name: 'Volunteer', email: 'v@example.org' });
  return dir;
}

describe('file digests from git', () => {
  it('gives each file as last added its blob id, and leaves out the ones edited since', () => {
    const dir = repository();
    writeFileSync(join(dir, 'b.txt'), '');
    expect(unchangedBlobIds(dir)).toEqual(new Map([['photos/a.txt', helloId]]));
    expect(unchangedBlobIds(tempDir('not-git-'))).toEqual(new Map());
  });

  it('digests files in and out of git as git would, edited and new ones as they are now', () => {
    const dir = repository();
    writeFileSync(join(dir, 'b.txt'), '');
    writeFileSync(join(dir, 'photos', 'new.txt'), '');
    expect(fileDigest(join(dir, 'photos', 'a.txt'))).toBe(helloId);
    expect(fileDigest(join(dir, 'b.txt'))).toBe(emptyId);
    expect(fileDigest(join(dir, 'photos', 'new.txt'))).toBe(emptyId);
    const outside = tempDir('not-git-');
    writeFileSync(join(outside, 'c.txt'), 'hello\n');
    expect(fileDigest(join(outside, 'c.txt'))).toBe(helloId);
  });
});

describe('git for the benchmarks', () => {
  it('checks a commit out into a worktree and removes it again', () => {
    const dir = repository();
    const head = commitId(dir, 'HEAD');
    expect(head).toMatch(/^[0-9a-f]{40}$/);
    const tree = join(tempDir('git-tree-'), 'tree');
    addWorktree(dir, tree, head);
    expect(commitId(tree, 'HEAD')).toBe(head);
    expect(existsSync(join(tree, 'photos', 'a.txt'))).toBe(true);
    removeWorktree(dir, tree);
    expect(existsSync(tree)).toBe(false);
    expect(() => commitId(dir, 'HEAD~1')).toThrow(/HEAD~1/);
  });
});
