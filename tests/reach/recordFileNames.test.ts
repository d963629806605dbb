import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { contentSourceOf } from '#lib/reach/sitemap.ts';
import { copyContent } from '../support/contentCopy.ts';
import { buildSite } from '../support/site.ts';

describe('pages and their content files, by the one naming rule', () => {
  it('finds the file of a record page whatever the record is named', () => {
    expect(contentSourceOf('/adopt/available-dogs/details-page/gsd-2026-09')).toBe(
      'dogs/gsd-2026-09.json',
    );
    expect(contentSourceOf('/adopt/available-dogs/details-page/3')).toBe('dogs/3.json');
    expect(contentSourceOf('/events/event-details/ev-2027-04')).toBe('events/ev-2027-04.json');
    expect(contentSourceOf('/about/our-team/details-page/jane-founder')).toBe(
      'team/jane-founder.json',
    );
    expect(contentSourceOf('/adopt/courtesy-postings/details-page/cp-2026-01')).toBe(
      'courtesy-postings/cp-2026-01.json',
    );
    expect(contentSourceOf('/adopt/available-dogs')).toBe('dogs');
    expect(contentSourceOf('/adopt/available-dogs/details-page/Not A Name')).toBeUndefined();
    expect(contentSourceOf('/donate')).toBeUndefined();
  });

  it(
    'gives a dog named by its Dog ID a sitemap lastmod from its last commit',
    { timeout: 180_000 },
    async () => {
      const dir = copyContent();
      const root = dirname(dir);
      const git = (date: string, ...args: string[]) =>
        execFileSync('git', ['-c', 'user.name=V', '-c', 'user.email=v@example.org', ...args], {
          cwd: root,
          env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
        });
      git('2026-01-05T10:00:00+00:00', 'init', '-q');
      git('2026-01-05T10:00:00+00:00', 'add', '.');
      git('2026-01-05T10:00:00+00:00', 'commit', '-qm', 'Start');
      const dog = JSON.parse(readFileSync(join(dir, 'dogs/1.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      writeFileSync(
        join(dir, 'dogs/gsd-2026-09.json'),
        `${JSON.stringify({ ...dog, dogName: 'Biscotti', dogID: 'GSD-2026-09' }, null, 2)}\n`,
      );
      git('2026-09-14T08:30:00+00:00', 'add', '.');
      git('2026-09-14T08:30:00+00:00', 'commit', '-qm', 'Add dog Biscotti (GSD-2026-09)');

      const build = await buildSite({ CONTENT_DIR: dir });
      expect(build.status, build.stderr).toBe(0);
      const xml = new XMLParser().parse(
        readFileSync(join(build.clientDir, 'sitemap.xml'), 'utf8'),
      ) as {
        urlset: { url: { loc: string; lastmod?: string }[] };
      };
      const byPath = new Map(xml.urlset.url.map((url) => [new URL(url.loc).pathname, url.lastmod]));
      expect(byPath.get('/adopt/available-dogs/details-page/gsd-2026-09')).toBe(
        '2026-09-14T08:30:00+00:00',
      );
      expect(byPath.get('/adopt/available-dogs/details-page/1')).toBe('2026-01-05T10:00:00+00:00');
      expect(byPath.get('/adopt/available-dogs')).toBe('2026-09-14T08:30:00+00:00');
    },
  );
});
