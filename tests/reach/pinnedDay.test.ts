import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readValidContent } from '#lib/content/load.ts';
import { buildSiteOrThrow } from '../support/site.ts';
import { projectTempDir } from '../support/tempDirs.ts';

/** 1 March 2027, noon in Minnesota: past the 30 days of the sample's courtesy posting. */
const in2027 = '1803924000';

// The build goes into the folder of an earlier build, which held a page no longer in the content.
const outDir = projectTempDir('rebuild-');
const clientDir = join(outDir, 'client');
const stale = join(clientDir, 'adopt/available-dogs/details-page/gone/index.html');
const page = (path: string) => readFileSync(join(clientDir, path, 'index.html'), 'utf8');
const postings = readValidContent().courtesyPostings;

beforeAll(async () => {
  mkdirSync(join(stale, '..'), { recursive: true });
  writeFileSync(stale, '<p>A dog no longer in the content</p>');
  await buildSiteOrThrow({ SOURCE_DATE_EPOCH: in2027, QUIET_BUILD: '1', SITE_OUT_DIR: outDir });
}, 180_000);

describe('the sample built on a day of 2027 (SOURCE_DATE_EPOCH)', () => {
  it('shows no courtesy posting: they have expired', () => {
    expect(postings).not.toHaveLength(0);
    expect(page('/adopt/courtesy-postings')).toContain('There are currently no courtesy postings.');
    for (const { id } of postings) {
      const path = `/adopt/courtesy-postings/details-page/${id}`;
      expect(existsSync(join(clientDir, path))).toBe(false);
      expect(page('/site-map')).not.toContain(`href="${path}"`);
    }
  });
});

// build/oldOutput.ts moves the last build's output aside and removes it meanwhile.
it('builds into the folder of an earlier build without a file of it left, nor its copy set aside', () => {
  expect(existsSync(join(clientDir, 'index.html'))).toBe(true);
  expect(existsSync(stale)).toBe(false);
  expect(readdirSync(outDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
});
