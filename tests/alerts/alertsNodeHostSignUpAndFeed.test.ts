import { describe, expect, it } from 'vitest';
import { dayMs } from '../../server/handlers/alerts/store.ts';
import { listedDog } from './animals.ts';
import { decoded, startAlertsNodeHost, to, tokenIn } from './alertsHostFixtures.ts';

const host = startAlertsNodeHost();

const corgi = [
  '--dog-name',
  'Waffles',
  '--dog-id',
  'CORGI-2026-77',
  '--dog-age',
  'Young - DOB 05/2025',
  '--dog-description',
  'A corgi.',
  '--dog-gender',
  'female',
  '--dog-breed',
  'Pembroke Welsh Corgi',
];
const shepherd = [
  '--dog-name',
  'Ranger',
  '--dog-id',
  'GSD-2026-78',
  '--dog-age',
  'Adult - DOB 05/2020',
  '--dog-description',
  'A shepherd.',
  '--dog-gender',
  'male',
  '--dog-breed',
  'German Shepherd',
];

describe('search alerts under npm start, with a real SMTP server', () => {
  it('signs up, confirms, and sends exactly one alert per new matching dog, none for others, across a restart', async () => {
    // The first run meets the dogs already listed: nothing is news.
    expect(await host.run()).toMatchObject({ sent: 0, failed: 0 });

    for (const email of ['Ann.Example@Example.org', 'bob@example.org']) {
      const answer = await host.subscribe({ email, breed: 'corgi', sort: 'name' });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('Check your inbox');
    }
    expect(host.mail.received.map(to)).toEqual(['ann.example@example.org', 'bob@example.org']);
    const [confirmation] = host.mail.received;
    expect(confirmation!.headers.subject).toBe('Confirm your dog alerts from North Star Rescue');
    expect(decoded(confirmation!)).toContain('Corgi (Pembroke or Cardigan)');
    // Ann confirms; Bob never does.
    const confirmed = await fetch(
      `${host.url}/api/alerts/confirm?token=${tokenIn(confirmation!, 'confirm')}`,
    );
    expect(confirmed.status).toBe(200);
    const page = await confirmed.text();
    expect(page).toContain('Alerts confirmed');
    expect(page).toContain(
      'We will e-mail ann.example@example.org when a new dog matching Corgi (Pembroke or Cardigan) is listed',
    );
    expect(page).not.toMatch(/<script\b/);

    host.clock += 60_000;
    await host.addDog(shepherd);
    expect(await host.run()).toMatchObject({ sent: 0 });
    expect(host.mail.received).toHaveLength(2);

    await host.stop();
    await host.start();

    host.clock += 60_000;
    await host.addDog(corgi);
    expect(await host.run()).toMatchObject({ sent: 1, failed: 0 });
    expect(host.mail.received).toHaveLength(3);
    const alert = host.mail.received[2]!;
    expect(to(alert)).toBe('ann.example@example.org');
    expect(alert.headers.subject).toBe('A new dog matches Corgi (Pembroke or Cardigan)');
    expect(decoded(alert)).toContain('Waffles');
    expect(decoded(alert)).not.toContain('Ranger');
    expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Another run sends nothing more.
    const quiet = await host.run();
    expect(quiet).toMatchObject({ sent: 0 });

    // A corgi on the listing service: held back until a day has passed, then one message.
    host.clock += 120_000;
    host.sample.addAnimal(
      listedDog(72999001, 'Pixel', 'Cardigan Welsh Corgi', new Date(host.clock - 1_000)),
    );
    // Seen (one dog more), but Ann heard from us today.
    expect(await host.run()).toMatchObject({ dogs: quiet.dogs + 1, sent: 0 });
    host.clock += dayMs;
    const listed = await host.run();
    expect(listed).toMatchObject({ sent: 1 });
    const second = host.mail.received[3]!;
    expect(to(second)).toBe('ann.example@example.org');
    expect(decoded(second)).toContain('Pixel');
    expect(decoded(second)).not.toContain('Waffles');
    expect(host.mail.received.filter((message) => to(message) === 'bob@example.org')).toHaveLength(
      1,
    );

    // One POST to the List-Unsubscribe address deletes the address.
    const unsubscribe = /<([^>]+)>/.exec(second.headers['list-unsubscribe']!)![1]!;
    const local = `${host.url}${new URL(unsubscribe).pathname}${new URL(unsubscribe).search}`;
    const kept = await (await fetch(local)).text();
    expect(kept).toContain('ann.example@example.org');
    const gone = await fetch(local, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(gone.status).toBe(200);
    expect(await (await fetch(local)).text()).toContain('Nothing is kept for this link');
    host.clock += dayMs;
    await host.addDog([
      '--dog-name',
      'Toast',
      '--dog-id',
      'CORGI-2026-79',
      '--dog-age',
      'Adult - DOB 05/2020',
      '--dog-description',
      'Another corgi.',
      '--dog-gender',
      'male',
      '--dog-breed',
      'Cardigan Welsh Corgi',
    ]);
    expect(await host.run()).toMatchObject({ sent: 0 });
    expect(host.mail.received).toHaveLength(4);
    expect(host.logged).toEqual([]);
  }, 60_000);
});

describe('the feed of a search', () => {
  it('lists the matches of both lists newest first, at one address per search', async () => {
    const answer = await fetch(`${host.url}/api/alerts/feed?breed=corgi`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    const feed = await answer.text();
    const titles = [...feed.matchAll(/<entry>\s*<id>[^<]*<\/id>\s*<title>([^<]*)<\/title>/g)].map(
      (match) => match[1],
    );
    // Pixel (the listing service) and the corgis added with rescue add-dog; no shepherd.
    expect(titles).toEqual(expect.arrayContaining(['Pixel', 'Waffles', 'Toast']));
    expect(titles).not.toContain('Ranger');
    expect(feed).toContain(
      '<title>North Star Rescue: new dogs matching Corgi (Pembroke or Cardigan)</title>',
    );
    const updated = [...feed.matchAll(/<entry>[\s\S]*?<updated>([^<]*)<\/updated>/g)].map(
      (match) => match[1]!,
    );
    expect(updated).toEqual([...updated].sort().reverse());
    // The list form's fields in another order, its sort and an address typed by mistake: one address.
    const messy = await fetch(`${host.url}/api/alerts/feed?sort=name&email=a%40b.org&breed=corgi`, {
      redirect: 'manual',
    });
    expect(messy.status).toBe(301);
    expect(messy.headers.get('location')).toBe('/api/alerts/feed?breed=corgi');
    expect((await fetch(`${host.url}/api/alerts/feed`, { method: 'POST' })).status).toBe(405);
  });
});
