import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { onTestFinished, describe, expect, it } from 'vitest';
import { zonedToIso } from '#lib/content/zonedTime.ts';
import { sampleContent } from '../support/sampleContent.ts';
import { rescue, rescueProcess } from './runRescue.ts';

/** The sample's content and starting texts in a clone's shape (node_modules beside content/). */
function sampleClone(): string {
  const root = mkdtempSync(join(tmpdir(), 'rescue-validate-parts-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  cpSync(sampleContent(), join(root, 'content'), { recursive: true });
  if (existsSync('starter')) cpSync(resolve('starter'), join(root, 'starter'), { recursive: true });
  mkdirSync(join(root, 'node_modules'));
  return root;
}

describe('rescue validate after a change, from the parts the last run kept', () => {
  it('answers as a full check does after each kind of change, the checks across files included', async () => {
    const root = sampleClone();
    const file = (path: string) => join(root, 'content', path);
    const read = (path: string) => readFileSync(file(path), 'utf8');
    const write = (path: string, text: string) => writeFileSync(file(path), text);
    const edit = (path: string, change: (json: Record<string, unknown>) => void) => {
      const json = JSON.parse(read(path)) as Record<string, unknown>;
      change(json);
      write(path, `${JSON.stringify(json, null, 2)}\n`);
    };
    // The compiled CLI keeps parts in node_modules/.cache; from the TypeScript sources it checks
    // everything afresh: the answer to compare with.
    const expectSameAnswer = async (change: string) => {
      const kept = await rescueProcess(root, 'validate', '--format', 'json');
      const full = await rescue(root, 'validate', '--format', 'json');
      expect(kept, change).toEqual(full);
      return JSON.parse(kept.stdout) as { problems: { code: string; file: string }[] };
    };
    const codes = async (change: string) =>
      (await expectSameAnswer(change)).problems.map(({ code, file }) => `${code} ${file}`);

    // Files older than a clock tick are known by their stat, newer ones by their hash.
    await sleep(2100);
    expect(await codes('first run')).toEqual([]);
    const cache = join(root, 'node_modules/.cache/rescue');
    const partsFile = join(
      cache,
      readdirSync(cache).find((name) => name.endsWith('-parts.json'))!,
    );

    // A problem planted in an unchanged dog's kept part shows: the parts are reused.
    const parts = JSON.parse(readFileSync(partsFile, 'utf8')) as {
      parts: Record<string, { problems: { message: string }[] }>;
    };
    parts.parts['dogs/2.json']!.problems.push({
      severity: 'warning',
      code: 'dog-photo-missing',
      file: 'content/dogs/2.json',
      pointer: '/dogPhotoLink',
      message: 'was planted in the kept part',
      hint: 'planted',
    } as never);
    writeFileSync(partsFile, JSON.stringify(parts));
    // A page is no record: every part is replayed.
    write('pages/about.md', `${read('pages/about.md')}\nMore.\n`);
    expect((await rescueProcess(root, 'validate')).stdout).toContain(
      'was planted in the kept part',
    );
    // A file touched without a change keeps its part: its hash is the same.
    utimesSync(file('dogs/2.json'), new Date(), new Date());
    write('pages/about.md', `${read('pages/about.md')}\nMore.\n`);
    expect((await rescueProcess(root, 'validate')).stdout).toContain(
      'was planted in the kept part',
    );
    // After an edit of a record alone, the last answer is kept with that record checked again.
    const answerFile = partsFile.replace(/-parts\.json$/, '-answer.json');
    const answer = JSON.parse(readFileSync(answerFile, 'utf8')) as { problems: object[] };
    answer.problems.push({ ...parts.parts['dogs/2.json']!.problems.at(-1)!, message: 'planted' });
    writeFileSync(answerFile, JSON.stringify(answer));
    edit('dogs/1.json', (dog) => (dog.dogName = 'Brunito'));
    expect((await rescueProcess(root, 'validate')).stdout).toContain('planted');
    // The page written since is known by its stat again once older than a clock tick.
    await sleep(2100);
    rmSync(cache, { recursive: true });
    await expectSameAnswer('cache emptied');

    // An edit of records only, checked again alone (the parts are not replayed, so not rewritten),
    // unless it changes what the checks across files read of them.
    const editedOnly = async (change: string) => {
      const before = readFileSync(partsFile, 'utf8');
      const problems = await codes(change);
      return { problems, alone: readFileSync(partsFile, 'utf8') === before };
    };
    edit('dogs/1.json', (dog) => (dog.dogDescription = 'A calm *good* boy.\n\n\nLoves walks.'));
    expect(await editedOnly('a dog made wrong')).toEqual({
      problems: ['markdown-style content/dogs/1.json'],
      alone: true,
    });
    edit('dogs/1.json', (dog) => (dog.dogDescription = 'A calm good boy.'));
    expect(await editedOnly('the dog put right')).toEqual({ problems: [], alone: true });
    const dog2 = read('dogs/2.json');
    edit('dogs/2.json', (dog) => (dog.dogName = 'Two'));
    edit('dogs/3.es.json', (dog) => (dog.dogDescription = 'Un perro *muy* bueno.\n\n\nSí.'));
    expect(await editedOnly('two dogs')).toEqual({
      problems: ['markdown-style content/dogs/3.es.json'],
      alone: true,
    });
    edit('dogs/3.es.json', (dog) => (dog.dogDescription = 'Un perro bueno.'));
    expect((await editedOnly('a translation put right')).alone).toBe(true);
    edit('dogs/2.json', (dog) => (dog.dogAdoptionStatus = 'Adopted'));
    expect((await editedOnly('a status')).alone).toBe(false);
    edit('dogs/2.json', (dog) => (dog.dogBreed = 'Sheprador'));
    expect((await editedOnly('a breed')).alone).toBe(false);
    edit('dogs/2.json', (dog) => (dog.dogPhotoLink = (dog.dogPhotoLink as unknown[]).slice(0, 1)));
    expect((await editedOnly('a photo dropped')).alone).toBe(false);
    edit('dogs/2.json', (dog) => (dog.dogSex = 'Maybe'));
    expect((await editedOnly('a dog against its schema')).problems.join()).toContain(
      'content/dogs/2.json',
    );
    write('dogs/2.json', dog2);
    await editedOnly('the dog as it was');
    edit('events/1.json', (event) => (event.eventDescription = 'Come *along*.\n\n\nAll welcome.'));
    expect(await editedOnly('an event')).toEqual({
      problems: ['markdown-style content/events/1.json'],
      alone: true,
    });
    edit('events/1.json', (event) => (event.eventDescription = 'Come along.'));
    expect((await editedOnly('the event put right')).alone).toBe(true);

    edit('dogs/1.json', (dog) => (dog.dogDescription = 'A *gentle* boy.\n\n\n<script>x</script>'));
    expect(await codes('a dog')).toEqual([
      'markdown-style content/dogs/1.json',
      'unsafe-html content/dogs/1.json',
    ]);
    edit('dogs/3.es.json', (dog) => {
      dog.dogDescription = 'Un *buen* perro.';
      dog.dogName = 'Not translatable';
    });
    expect(await codes('a translation')).toContain(
      'translation-field-unknown content/dogs/3.es.json',
    );

    // The checks across files: a Dog ID used twice, then given back.
    edit('dogs/6.json', (dog) => (dog.dogID = 'GSD-2026-01'));
    expect(await codes('a duplicate id')).toContain('duplicate-id content/dogs/6.json');
    edit('dogs/1.json', (dog) => (dog.dogID = 'GSD-2026-99'));
    expect(await codes('the first of two ids changed')).not.toContain(
      'duplicate-id content/dogs/6.json',
    );
    edit('dogs/1.json', (dog) => (dog.dogID = 'GSD-2026-01'));
    expect(await codes('the same id again')).toContain('duplicate-id content/dogs/6.json');
    edit('dogs/6.json', (dog) => (dog.dogID = 'CORGI-2026-66'));
    expect(await codes('fixed')).not.toContain('duplicate-id content/dogs/6.json');

    // A photo an unchanged record names is removed, then put back.
    const photo = readFileSync(file('media/images/dogs/2-1.webp'));
    rmSync(file('media/images/dogs/2-1.webp'));
    expect(await codes('a photo removed')).toContain('photo-missing content/dogs/2.json');
    writeFileSync(file('media/images/dogs/2-1.webp'), 'not a picture');
    expect(await codes('a photo that is no picture')).toContain(
      'photo-not-image content/dogs/2.json',
    );
    writeFileSync(file('media/images/dogs/2-1.webp'), photo);
    await expectSameAnswer('the photo back');
    // Photos are checked again when their stat changes, once older than a clock tick too.
    writeFileSync(file('media/images/dogs/2-1.webp'), Buffer.alloc(photo.length));
    await sleep(2100);
    expect(await codes('a photo replaced by as many bytes')).toContain(
      'photo-not-image content/dogs/2.json',
    );
    writeFileSync(file('media/images/dogs/2-1.webp'), photo);
    await expectSameAnswer('the photo back again');

    // A translation without its original, then the original; a file removed; broken JSON.
    write('dogs/7.es.json', read('dogs/2.es.json'));
    await expectSameAnswer('a translation alone');
    write('dogs/7.json', read('dogs/2.json').replace(/"dogID": "[^"]*"/, '"dogID": "GSD-2026-77"'));
    await expectSameAnswer('its original');
    rmSync(file('dogs/4.json'));
    rmSync(file('dogs/4.es.json'));
    await expectSameAnswer('a dog removed');
    write('dogs/5.json', '{ "dogName": ');
    expect(await codes('broken JSON')).toContain('json-syntax content/dogs/5.json');
    write('dogs/5.es.json', '<<<<<<< HEAD\n{}\n=======\n{}\n>>>>>>> theirs\n');
    await expectSameAnswer('a merge conflict');

    // Every other kind of file.
    write(
      'pages/about.md',
      read('pages/about.md').replace('## Our history', '## Our *history*\n\n{nofact}'),
    );
    expect(await codes('a page')).toContain('placeholder-unknown content/pages/about.md');
    write('pages/about.es.md', `${read('pages/about.es.md')}\n* a list\n`);
    await expectSameAnswer('a page translation');
    edit('courtesy-postings/1.json', (posting) => (posting.courtesyPostingDate = '2020-01-01'));
    expect(await codes('a posting')).toContain('posting-expired content/courtesy-postings/1.json');
    edit('events/1.json', (event) => (event.eventEnd = event.eventStart));
    expect(await codes('an event')).toContain('event-end-before-start content/events/1.json');
    edit('team/1.json', (member) => (member.teamMemberDescription = 'Written *by hand*.'));
    await expectSameAnswer('a team member');
    edit('partners/1.json', (partner) => (partner.partnerImage = '/images/missing.png'));
    await expectSameAnswer('a partner');
    edit('foster-animals/1.es.json', (animal) => (animal.dogAge = 7));
    await expectSameAnswer('a foster animal translation');
    edit('forms/volunteer.json', (form) => (form.intro = 'Help *us*.'));
    await expectSameAnswer('a form');
    edit('messages/en.json', (messages) => {
      const [key] = Object.keys(messages);
      messages[key!] = '{unclosed';
    });
    await expectSameAnswer('the messages');
    // A breed the listing services do not know, then mapped in listing-breeds.json.
    edit('dogs/3.json', (dog) => (dog.dogBreed = 'Sheprador'));
    expect(await codes('a breed')).toContain('breed-not-listable content/dogs/3.json');
    edit('listing-breeds.json', (breeds) =>
      (breeds.breeds as unknown[]).push({ name: 'Sheprador', petfinder: 'German Shepherd Dog' }),
    );
    expect(await codes('the breed mapped')).not.toContain('breed-not-listable content/dogs/3.json');
    edit('site.json', (site) => (site.adoptionFees = undefined));
    await expectSameAnswer('site.json');
    edit('site.es.json', (site) => (site.tagline = 42));
    await expectSameAnswer('site.es.json');
    // Another rescue's site: the checks of the sample's remnants and of the pages left out.
    edit('site.json', (site) => (site.name = 'Lakeside Dog Rescue'));
    await expectSameAnswer('a new rescue');
    write('pages/donate.md', read('pages/donate.md').replace(/North Star/g, 'Lakeside'));
    await expectSameAnswer('a new rescue edits a page');
    // Another rescue's records are read for the sample's facts too.
    edit('dogs/1.json', (dog) => (dog.dogDescription = 'Ask at info@example.org.'));
    expect(await codes('a sample fact in a dog')).toContain('sample-fact content/dogs/1.json');
    edit('dogs/1.json', (dog) => (dog.dogDescription = 'Ask us.'));
    expect(await codes('the fact taken out')).not.toContain('sample-fact content/dogs/1.json');
    edit('dogs/1.json', (dog) => (dog.dogDescription = 'Ask us again.'));
    await expectSameAnswer('another rescue edits a dog');
    rmSync(file('team'), { recursive: true });
    await expectSameAnswer('a folder removed');

    // The day the content is judged on is kept until midnight in the rescue's zone: a posting
    // 30 days old expires on the stroke of it.
    const pinned = process.env.SOURCE_DATE_EPOCH;
    onTestFinished(() => {
      process.env.SOURCE_DATE_EPOCH = pinned;
    });
    const lastMinute = Date.parse(zonedToIso('2026-11-30T23:59', 'America/Chicago')) / 1000;
    edit('courtesy-postings/1.json', (posting) => (posting.courtesyPostingDate = '2026-11-01'));
    const expired = 'posting-expired content/courtesy-postings/1.json';
    for (const [seconds, change] of [
      [0, 'the last minute of its 30th day'],
      [30, 'the same day, kept'],
    ] as const) {
      process.env.SOURCE_DATE_EPOCH = String(lastMinute + seconds);
      expect(await codes(change)).not.toContain(expired);
    }
    process.env.SOURCE_DATE_EPOCH = String(lastMinute + 90);
    expect(await codes("the next day in the rescue's zone")).toContain(expired);
  }, 600_000);
});
