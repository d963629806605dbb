import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readContentAndProblems, readValidContent } from '#lib/content/load.ts';
import { formatProblem } from '#lib/content/problems.ts';
import { copyContent, editJson } from '../support/contentCopy.ts';

const today = { today: '2026-11-21' };

/** A second rescue's facts: nothing of the sample rescue in them. */
function becomeBeagleRescue(site: Record<string, unknown>) {
  const ownLinks = JSON.parse(
    JSON.stringify(site).replaceAll('example.org', 'badgerbeagles.test'),
  ) as Record<string, unknown>;
  Object.assign(site, ownLinks, {
    name: 'Badger Beagle Rescue',
    shortName: 'Badger Beagles',
    tagline: 'Noses Down, Tails Up',
    breeds: [
      { name: 'Beagle', plural: 'Beagles' },
      { name: 'Basset Hound', plural: 'Basset Hounds' },
      { name: 'Foxhound', plural: 'Foxhounds' },
    ],
    address: { street: '12 Harbor Rd', city: 'Madison', state: 'WI', zip: '53703' },
    phone: '608-555-0199',
    email: 'hello@badgerbeagles.test',
    mission: 'Beagles and Basset Hounds of every age find homes across Wisconsin.',
  });
}

const sampleWords =
  /German|Shepherd|Corgi|Minnesota|\bMN\b|North Star|example\.org|612-555|12345|55440|12-3456789/;

describe('the pages of content/pages', () => {
  it('fill every placeholder with the rescue’s facts', () => {
    const { pages } = readValidContent(undefined, today);
    expect(pages.legal!.html).toContain(
      'e-mail us at <a href="mailto:info@example.org">info@example.org</a>, call 612-555-0123, ' +
        'or write to North Star Shepherd &amp; Corgi Rescue, PO Box 12345, Minneapolis, MN 55440.',
    );
    expect(pages.home!.title).toBe('North Star Shepherd & Corgi Rescue');
    expect(pages.home!.html).toContain(
      'rescue for German Shepherds and Welsh Corgis in Minnesota.',
    );
    expect(pages.donate!.tiles![0]!.link).toBe(
      'https://payments.example.org/donate?business=donations%40example.org',
    );
  });

  it('say that a link to another site opens a new tab', () => {
    const { pages } = readValidContent(undefined, today);
    expect(pages['amazon-smile']!.html).toContain(
      'target="_blank" rel="noopener noreferrer">Amazon Smile<span class="visually-hidden"> (opens in a new tab)</span></a>',
    );
  });

  it('report a placeholder that names no fact, by file and line, and fail', () => {
    const dir = copyContent();
    writeFileSync(
      join(dir, 'pages', 'wish-list.md'),
      '---\ntitle: Wish List\ndescription: Supplies.\n---\n\nWrite to {emial} or {emails.nobody}.\n',
    );
    const problems = readContentAndProblems(dir, today).problems;
    expect(problems.map(formatProblem)).toEqual([
      'content/pages/wish-list.md:6:10: {emial} names no fact of site.json',
      'content/pages/wish-list.md:6:21: {emails.nobody} names no fact of site.json',
    ]);
    expect(problems.map((problem) => [problem.code, problem.severity])).toEqual([
      ['placeholder-unknown', 'error'],
      ['placeholder-unknown', 'error'],
    ]);
    expect(() => readValidContent(dir, today)).toThrow(/wish-list\.md:6:10: \{emial\}/);
  });
});

describe('the starter pages of rescue init', () => {
  it('are one per content page, valid, and with a second rescue’s facts hold no sample word', () => {
    const dir = copyContent();
    expect(readdirSync(resolve('starter/pages')).sort()).toEqual(
      readdirSync(join(dir, 'pages')).sort(),
    );
    rmSync(join(dir, 'pages'), { recursive: true });
    cpSync(resolve('starter/pages'), join(dir, 'pages'), { recursive: true });
    editJson(dir, 'site.json', becomeBeagleRescue);
    const { content, problems } = readContentAndProblems(dir, today);
    expect(problems).toEqual([]);
    const words = JSON.stringify(content.pages);
    expect(words).not.toMatch(sampleWords);
    expect(words).not.toMatch(/\{[A-Za-z.]+\}/);
    // The rescue's own sentence says what it is about.
    for (const page of ['home', 'about'] as const) {
      expect(content.pages[page]!.html).toContain(
        'Beagles and Basset Hounds of every age find homes across Wisconsin.',
      );
    }
    expect(content.pages.home!.description).toBe(
      'Badger Beagle Rescue: Beagles and Basset Hounds of every age find homes across Wisconsin.',
    );
    expect(content.pages.legal!.html).toContain(
      'call 608-555-0199, or write to Badger Beagle Rescue, 12 Harbor Rd, Madison, WI 53703.',
    );
  });

  it('are translated into Spanish with the same placeholders, links and front-matter keys', () => {
    const names = readdirSync(resolve('starter/pages'));
    const english = names.filter((name) => !/\.[a-z]{2}\.md$/.test(name));
    expect(names.filter((name) => name.endsWith('.es.md')).sort()).toEqual(
      english.map((name) => name.replace(/\.md$/, '.es.md')).sort(),
    );
    for (const name of english) {
      const [en, es] = [name, name.replace(/\.md$/, '.es.md')].map((file) =>
        shapeOf(readFileSync(resolve('starter/pages', file), 'utf8')),
      );
      expect(es, name).toEqual(en);
    }
  });
});

/** What a translation keeps of a page: its placeholders, link addresses and front-matter keys. */
function shapeOf(text: string) {
  const [, yaml = '', body = ''] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text) ?? [];
  const keys = (value: unknown, at: string): string[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, item]) => [
          `${at}/${key}`,
          ...keys(item, `${at}/${key}`),
        ])
      : [];
  const data = parse(yaml) as Record<string, unknown>;
  const links = (value: unknown): unknown[] =>
    typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, item]) => (key === 'link' ? [item] : links(item)))
      : [];
  return {
    placeholders: [...text.matchAll(/\{[A-Za-z.]+\}/g)].map(([found]) => found).sort(),
    links: [...links(data), ...[...body.matchAll(/\]\(([^)]*)\)/g)].map(([, href]) => href)],
    keys: keys(data, ''),
  };
}
