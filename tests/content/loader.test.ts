import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readValidContent, readContentAndProblems } from '#lib/content/load.ts';
import { ContentError, formatProblem } from '#lib/content/problems.ts';
import { copyContent, editJson } from '../support/contentCopy.ts';

const errorsOf = (dir: string) =>
  readContentAndProblems(dir, { today: '2026-11-21' })
    .problems.filter((problem) => problem.severity === 'error')
    .map(formatProblem);

describe('the bundled content', () => {
  it('is valid, with no error and no warning', () => {
    expect(readContentAndProblems(undefined, { today: '2026-11-21' }).problems).toEqual([]);
  });

  it('has the records the specification counts', () => {
    const content = readValidContent();
    expect(content.dogs).toHaveLength(6);
    expect(content.dogs.filter((dog) => dog.dogAdoptionStatus === 'Available')).toHaveLength(5);
    expect(content.courtesyPostings).toHaveLength(1);
    expect(content.fosterAnimals).toHaveLength(9);
    expect(content.partners).toHaveLength(5);
    expect(content.events).toHaveLength(1);
    expect(content.rainbowBridgeDogs).toHaveLength(5);
    expect(content.team.map((member) => member.id)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
    ]);
    expect(content.team.map((member) => member.teamMemberTitle)).toEqual([
      'Founder',
      'Executive Director',
      'Board Chair',
      'Board Vice Chair',
      'Board Secretary',
      'Treasure',
      'Director of Technology',
      'Director of Operations',
      'Director of Fostering',
      'Director of Marketing',
      'Director of Fundraising',
    ]);
    expect(content.pages['adoption-faqs']?.title).toBe('Adoption FAQs');
  });
});

describe('broken content', () => {
  const cases: [string, (dir: string) => void, string][] = [
    [
      'an empty name',
      (dir) => editJson(dir, 'dogs/1.json', (dog) => (dog.dogName = '')),
      'content/dogs/1.json: /dogName must be a non-empty string',
    ],
    [
      'a missing required field',
      (dir) => editJson(dir, 'dogs/2.json', (dog) => delete dog.dogBreed),
      'content/dogs/2.json: /dogBreed is required',
    ],
    [
      'an age neither written nor given by a birth date',
      (dir) => editJson(dir, 'dogs/2.json', (dog) => delete dog.dogAge),
      'content/dogs/2.json: /dogAge is empty and the dog has no birth date',
    ],
    [
      "an age whose date of birth the calendar doesn't have",
      (dir) => editJson(dir, 'dogs/2.json', (dog) => (dog.dogAge = 'Senior - DOB 02/30/2014')),
      'content/dogs/2.json: /dogAge "DOB 02/30/2014" is not a date on the calendar',
    ],
    [
      'a birth date in the future',
      (dir) => editJson(dir, 'dogs/2.json', (dog) => (dog.dogBirthDate = '2999-01')),
      'content/dogs/2.json: /dogBirthDate 2999-01 is in the future',
    ],
    [
      'a fee neither written nor given by the site',
      (dir) => {
        editJson(dir, 'dogs/2.json', (dog) => delete dog.dogAdoptionFee);
        editJson(dir, 'site.json', (site) => delete site.adoptionFees);
      },
      'content/dogs/2.json: /dogAdoptionFee is empty and site.json gives no usual adoption fee',
    ],
    [
      'a status outside the enum',
      (dir) => editJson(dir, 'dogs/3.json', (dog) => (dog.dogAdoptionStatus = 'Rehomed')),
      'content/dogs/3.json: /dogAdoptionStatus must be one of: Available, Adoption pending, Adopted, Unavailable',
    ],
    [
      'a number where a string belongs',
      (dir) => editJson(dir, 'foster-animals/1.json', (dog) => (dog.dogName = 42)),
      'content/foster-animals/1.json: /dogName must be a non-empty string',
    ],
    [
      'a bad e-mail address',
      (dir) => editJson(dir, 'team/4.json', (member) => (member.teamMemberEmail = 'not-an-email')),
      'content/team/4.json: /teamMemberEmail must be a valid e-mail address',
    ],
    [
      'a bad date',
      (dir) =>
        editJson(dir, 'courtesy-postings/1.json', (posting) => {
          posting.courtesyPostingDate = '14/11/2026';
        }),
      'content/courtesy-postings/1.json: /courtesyPostingDate must be a date written YYYY-MM-DD',
    ],
    [
      'a bad URL',
      (dir) => editJson(dir, 'partners/2.json', (partner) => (partner.partnerLink = 'example')),
      'content/partners/2.json: /partnerLink must be a full web address starting with https://',
    ],
    [
      'a photo whose file does not exist',
      (dir) =>
        editJson(dir, 'rainbow-bridge/1.json', (dog) => {
          dog.dogPhotoLink = [{ href: '/images/rainbow-bridge/missing.webp', alt: 'A dog' }];
        }),
      'content/rainbow-bridge/1.json: /dogPhotoLink/0/href photo "/images/rainbow-bridge/missing.webp" not found in content/media',
    ],
    [
      'a photo without alt text',
      (dir) =>
        editJson(dir, 'events/1.json', (event) => {
          event.eventPhotoLink = { href: (event.eventPhotoLink as { href: string }).href };
        }),
      'content/events/1.json: /eventPhotoLink/alt is required',
    ],
    [
      'a duplicate dog ID',
      (dir) => editJson(dir, 'dogs/5.json', (dog) => (dog.dogID = 'DUPLICATE-1')),
      'content/dogs/5.json: /dogID "DUPLICATE-1" is already used by content/dogs/4.json',
    ],
    [
      'an id written in the file, which its name already gives',
      (dir) => editJson(dir, 'dogs/6.json', (dog) => (dog.id = 60)),
      'content/dogs/6.json: /id is not a known field',
    ],
    [
      'a file name that cannot be a page address',
      (dir) => renameSync(join(dir, 'dogs/6.json'), join(dir, 'dogs/Pepper Pot.json')),
      'content/dogs/Pepper Pot.json: has a file name that cannot be a page address',
    ],
    [
      'an unknown field',
      (dir) => editJson(dir, 'dogs/1.json', (dog) => (dog.dogColour = 'red')),
      'content/dogs/1.json: /dogColour is not a known field',
    ],
    [
      'a missing site fact',
      (dir) => editJson(dir, 'site.json', (site) => delete site.phone),
      'content/site.json: /phone is required',
    ],
  ];

  it.each(cases)('rejects %s, naming the file and field', (_name, breakIt, expected) => {
    const dir = copyContent();
    if (expected.includes('already used')) {
      editJson(dir, 'dogs/4.json', (dog) => (dog.dogID = 'DUPLICATE-1'));
    }
    breakIt(dir);
    const errors = errorsOf(dir);
    expect(errors.some((error) => error.startsWith(expected))).toBe(true);
  });

  it('reports unreadable JSON with its line and column', () => {
    const dir = copyContent();
    writeFileSync(join(dir, 'dogs/1.json'), '{\n  "id": 1,\n  "dogName": "Rex",,\n}\n');
    expect(errorsOf(dir)).toEqual([
      expect.stringMatching(/^content\/dogs\/1\.json: is not valid JSON: .* at line 3, column 20$/),
    ]);
  });

  // V8 (Node 20) names no position for these: "Unexpected token ']', "…" is not valid JSON".
  it.each([
    [
      'a comma after the last photo',
      '{\n  "dogName": "Rex",\n  "dogPhotoLink": [\n    { "href": "/images/dogs/1-1.png", "alt": "Rex" },\n  ]\n}\n',
      'Expected a value at line 5, column 3',
    ],
    [
      'a misspelled true',
      '{\n  "dogName": "Rex",\n  "dogHouseTrained": tru\n}\n',
      'Unexpected character or word at line 3, column 22',
    ],
    ['an empty file', '', 'Expected a value at line 1, column 1'],
  ])('places a JSON syntax error V8 does not locate: %s', (_name, text, expected) => {
    const dir = copyContent();
    writeFileSync(join(dir, 'dogs/1.json'), text);
    expect(errorsOf(dir)).toEqual([`content/dogs/1.json: is not valid JSON: ${expected}`]);
  });

  it('reports front matter problems of Markdown pages', () => {
    const dir = copyContent();
    writeFileSync(join(dir, 'pages/legal.md'), '---\ndescription: Legal notices\n---\nText\n');
    expect(errorsOf(dir)).toContain('content/pages/legal.md: /title is required');
  });

  it('reports every error at once when loading fails', () => {
    const dir = copyContent();
    editJson(dir, 'dogs/1.json', (dog) => (dog.dogName = ''));
    editJson(dir, 'team/2.json', (member) => delete member.teamMemberTitle);
    expect(() => readValidContent(dir)).toThrow(ContentError);
    try {
      readValidContent(dir);
    } catch (error) {
      const message = (error as ContentError).message;
      expect(message).toContain('Content has 2 errors');
      expect(message).toContain('content/dogs/1.json: /dogName must be a non-empty string');
      expect(message).toContain('content/team/2.json: /teamMemberTitle is required');
    }
  });
});

describe('HTML fields', () => {
  it('never pass scripts, event handlers or javascript: links to a page', () => {
    const dir = copyContent();
    editJson(dir, 'dogs/1.json', (dog) => {
      dog.dogDescription =
        '<p onclick="steal()">Sweet <strong>boy</strong><script>steal()</script>' +
        '<img src=x onerror="steal()"><a href="javascript:steal()">click</a>' +
        '<a href="https://example.org/more">more</a></p>';
    });
    editJson(dir, 'events/1.json', (event) => {
      event.eventDescription = '<iframe src="https://evil.example"></iframe><p>Fun day</p>';
    });
    const { content, problems } = readContentAndProblems(dir, { today: '2026-11-21' });
    const description = content.dogs.find((dog) => dog.id === '1')!.dogDescription;
    expect(description).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(description).toContain('<strong>boy</strong>');
    expect(description).toContain('href="https://example.org/more"');
    expect(content.events[0]!.eventDescription).toBe('<p>Fun day</p>');
    expect(problems.map(formatProblem)).toContain(
      'content/dogs/1.json: /dogDescription contains HTML that is removed from the page: ' +
        'onclick= attribute on <p>, <script> element, <img> element, src= attribute on <img>, ' +
        'onerror= attribute on <img>, link to "javascript:steal()"',
    );
    expect(problems.every((problem) => problem.severity === 'warning')).toBe(true);
  });
});

describe('courtesy postings', () => {
  it('warns when a posting is older than 30 days', () => {
    const dir = copyContent();
    editJson(dir, 'courtesy-postings/1.json', (posting) => {
      posting.courtesyPostingDate = '2026-10-01';
    });
    const { problems } = readContentAndProblems(dir, { today: '2026-11-21' });
    expect(problems.map(formatProblem)).toEqual([
      'content/courtesy-postings/1.json: /courtesyPostingDate is more than 30 days ago, so the posting is no longer shown',
    ]);
  });
});

describe('Markdown pages', () => {
  it('read front matter with Windows line ends, and a date as a date (not text)', () => {
    const dir = copyContent();
    writeFileSync(
      join(dir, 'pages/legal.md'),
      '---\r\ntitle: Legal\r\ndescription: Small print.\r\n---\r\n\r\nText.\r\n',
    );
    writeFileSync(
      join(dir, 'pages/terms-of-service.md'),
      '---\ntitle: 2026-01-01\ndescription: Terms.\n---\n\nText.\n',
    );
    const { content, problems } = readContentAndProblems(dir, { today: '2026-11-21' });
    expect(content.pages.legal).toEqual({
      slug: 'legal',
      title: 'Legal',
      description: 'Small print.',
      html: '<p>Text.</p>\n',
    });
    expect(problems.map(formatProblem)).toEqual([
      'content/pages/terms-of-service.md: /title must be a non-empty string',
    ]);
  });
});

describe('problems', () => {
  it('carry a stable code and a hint, which names the file to write where it can', () => {
    const dir = copyContent();
    renameSync(join(dir, 'dogs/6.json'), join(dir, 'dogs/Pepper Pot.json'));
    writeFileSync(join(dir, 'dogs/1.json'), '{\n  "dogName": "Rex",\n}\n');
    const { problems } = readContentAndProblems(dir, { today: '2026-11-21' });
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'json-syntax',
        file: 'content/dogs/1.json',
        hint: expect.stringMatching(/^Fix the file at that line/),
      }),
      expect.objectContaining({
        code: 'file-name-invalid',
        file: 'content/dogs/Pepper Pot.json',
        hint: 'Rename it to lower-case letters, digits and dashes, such as pepper-pot.json.',
      }),
    ]);
  });
});
