import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readValidContent } from '#lib/content/load.ts';
import { buildSiteOrThrow } from '../support/site.ts';

/** 1 March 2027, noon in Minnesota: past the 30 days of the sample's courtesy posting. */
const in2027 = '1803924000';

let clientDir: string;
const page = (path: string) => readFileSync(join(clientDir, path, 'index.html'), 'utf8');
const postings = readValidContent().courtesyPostings;

beforeAll(async () => {
  ({ clientDir } = await buildSiteOrThrow({ SOURCE_DATE_EPOCH: in2027, QUIET_BUILD: '1' }));
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
