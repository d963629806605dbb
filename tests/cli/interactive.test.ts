import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { image, makeSite, readJson, snapshot } from './cliFixtures.ts';
import { keys, rescueProcess, Terminal } from './runRescue.ts';

// Real processes: allow for a busy machine.
describe('rescue in a terminal', { timeout: 120_000 }, () => {
  it("asks for the start and end of a new event, in the rescue's time zone", async () => {
    const root = await makeSite();
    writeFileSync(join(root, 'photo.jpg'), await image('jpeg'));
    const terminal = new Terminal(root, [
      'add',
      'event',
      '--event-name',
      'Spring Picnic',
      '--event-id',
      'EV-2025-04',
      '--event-date',
      'April 12, 2025, noon to 3 PM Central',
      '--event-location-name',
      'Sample Lake Park',
      '--event-address',
      '4800 Sample Lake Road, Minneapolis, MN 55410',
      '--event-short-description',
      'Picnic.',
      '--event-description',
      'Picnic with dogs.',
      '--photo',
      'photo.jpg',
    ]);

    await terminal.answer(
      "Starts (When it starts, in the rescue's time zone (site.json timeZone)",
      '2025-04-12 noon',
    );
    // The rule, then its example (on the next line at 120 columns).
    await terminal.waitFor('Starts is not in the expected form: a date and a 24-hour time written');
    await terminal.waitFor('such as 2025-05-17T11:00.');
    // A rejected answer is cleared: the next one is typed on an empty line.
    terminal.type('2025-04-12T12:00\r');
    await terminal.answer('Ends (', '2025-04-12T15:00');

    expect(await terminal.exitCode()).toBe(0);
    expect(readJson(join(root, 'content/events/ev-2025-04.json'))).toMatchObject({
      eventStart: '2025-04-12T12:00',
      eventEnd: '2025-04-12T15:00',
    });
  });

  it('asks for every missing field of add-dog, built from the schema', async () => {
    const root = await makeSite();
    writeFileSync(join(root, 'photo.jpg'), await image('jpeg'));
    const terminal = new Terminal(root, ['add-dog', '--dog-breed', 'Corgi']);

    await terminal.waitFor('Adoption status');
    await terminal.waitFor('❯ Available'); // the default is preselected
    terminal.type('\r');
    await terminal.answer('Name (', 'Biscotti');
    await terminal.answer('Dog ID (', 'GSD-2024-07');
    await terminal.waitFor('GSD-2024-07 is already used by dog 1.');
    terminal.type('GSD-2025-09\r');
    await terminal.answer('Age (', 'Young');
    await terminal.answer('Birth date (', ''); // optional: the written age is enough
    await terminal.answer('Photos: photo file', 'missing.jpg');
    await terminal.waitFor('Photo file not found: missing.jpg');
    terminal.type('photo.jpg\r');
    await terminal.answer('Alt text', ''); // accept "Biscotti, photo 1"
    await terminal.answer('Add another photo?', 'n');
    await terminal.answer('Description (', 'Sweet *and* calm.');
    await terminal.waitFor('Gender');
    terminal.type(`${keys.down}\r`);
    await terminal.answer('Weight (', ''); // optional: left out
    await terminal.answer('Good with dogs', '');
    await terminal.answer('Good with cats', '');
    await terminal.answer('Good with kids', '');
    await terminal.waitFor('House trained');
    await terminal.waitFor('❯ Unknown'); // not said is unknown, never "Yes"
    terminal.type(`${keys.up}\r`);
    await terminal.answer('Crate trained', '');
    await terminal.answer('Energy level', '');
    await terminal.answer('History (', '');
    await terminal.answer('Health (', '');
    await terminal.answer('Adoption fee (', ''); // the site's usual fee applies
    await terminal.answer('From the Foster (', '');
    await terminal.waitFor('Coat length');
    await terminal.answer('❯ (leave empty)', ''); // optional, no default: preselected
    await terminal.answer('Coat colour (', 'Red and white');
    for (const question of ['Size', 'Spayed/neutered', 'Shots current', 'Special needs']) {
      await terminal.waitFor(question);
      await terminal.answer('❯ (leave empty)', ''); // optional, no default: preselected
    }

    expect(await terminal.exitCode()).toBe(0);
    expect(terminal.screen).toContain(
      'Added dog Biscotti (GSD-2025-09) as content/dogs/gsd-2025-09.json with 1 photo(s).',
    );
    expect(readJson(join(root, 'content/dogs/gsd-2025-09.json'))).toEqual({
      dogAdoptionStatus: 'Available',
      dogName: 'Biscotti',
      dogID: 'GSD-2025-09',
      dogAge: 'Young',
      dogPhotoLink: [{ href: '/images/dogs/gsd-2025-09/1.jpg', alt: 'Biscotti, photo 1' }],
      // Written the way the browser editor writes Markdown.
      dogDescription: 'Sweet _and_ calm.',
      dogGender: 'Female',
      dogBreed: 'Corgi',
      dogFriendlyWithDogs: 'Unknown',
      dogFriendlyWithCats: 'Unknown',
      dogFriendlyWithKids: 'Unknown',
      dogHouseTrained: 'No',
      dogCrateTrained: 'Unknown',
      dogEnergyLevel: 'Medium',
      dogCoatColor: 'Red and white',
    });
  });

  it('writes nothing and exits 130 when a prompt is interrupted with Ctrl-C', async () => {
    const root = await makeSite();
    const before = snapshot(root);
    const terminal = new Terminal(root, ['add', 'event', '--event-name', 'Picnic']);
    await terminal.answer('Event ID (', 'EV-2025-01');
    await terminal.waitFor('Date and time (');
    terminal.type(keys.ctrlC);
    expect(await terminal.exitCode()).toBe(130);
    expect(terminal.screen).toContain('Cancelled, nothing was written.');
    expect(snapshot(root)).toEqual(before);
  });

  it('asks before removing, and removes nothing when the answer is no', async () => {
    const root = await makeSite();
    const before = snapshot(root);
    const declined = new Terminal(root, ['remove', 'dogs', '2']);
    await declined.answer('Remove dog Waffles (CORGI-2024-02) (content/dogs/2.json)?', 'n');
    expect(await declined.exitCode()).toBe(0);
    expect(declined.screen).toContain('Nothing was removed.');
    expect(snapshot(root)).toEqual(before);

    const accepted = new Terminal(root, ['remove', 'dogs', '2']);
    await accepted.answer('Remove dog Waffles', 'y');
    expect(await accepted.exitCode()).toBe(0);
    expect(existsSync(join(root, 'content/dogs/2.json'))).toBe(false);
  });

  it('asks nothing with --no-input, nor when stdin is not a terminal', async () => {
    const root = await makeSite();
    const before = snapshot(root);
    const terminal = new Terminal(root, ['--no-input', 'add', 'partner']);
    expect(await terminal.exitCode()).toBe(1);
    expect(terminal.screen).toContain(
      'Missing required values: --partner-name (Name), --photo <file> (Logo path)',
    );
    const piped = await rescueProcess(root, 'add', 'partner');
    expect(piped.code).toBe(1);
    expect(piped.stderr).toMatch(/^Missing required values: --partner-name \(Name\)/);
    expect(snapshot(root)).toEqual(before);
  });
});
