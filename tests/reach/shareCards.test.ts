import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { zonedToIso } from '#lib/content/zonedTime.ts';
import { fitText } from '#lib/reach/cardImage.ts';
import { copyContent, editJson } from '../support/contentCopy.ts';
import { buildSite } from '../support/site.ts';
import { tempDir } from '../support/tempDirs.ts';
import { htmlOf, readHead } from './crawlerHead.ts';

const longName = 'Sir Reginald Fluffington-Barkington the Third of Lake Minnetonka, Good Boy';

describe('share card text', () => {
  it('shrinks and wraps a very long name to fit its box, and keeps a short one at full size', async () => {
    const long = await fitText(longName, '#fff', 444, 230, 400);
    expect(long.info.width).toBeLessThanOrEqual(444);
    expect(long.info.height).toBeLessThanOrEqual(230);
    const unbroken = await fitText(
      'Barkbarkbarkbarkbarkbarkbarkbarkbarkbarkbarkbark',
      '#fff',
      444,
      230,
      400,
    );
    expect(unbroken.info.width).toBeLessThanOrEqual(444);
    const short = await fitText('Rex', '#fff', 444, 230, 400);
    expect(short.info.height).toBeGreaterThan(40);
  });
});

describe('event times', () => {
  it('carries the Central offset of the day: -06:00 in winter, -05:00 in summer', () => {
    expect(zonedToIso('2022-11-17T11:00', 'America/Chicago')).toBe('2022-11-17T11:00:00-06:00');
    expect(zonedToIso('2025-07-04T18:30', 'America/Chicago')).toBe('2025-07-04T18:30:00-05:00');
    expect(zonedToIso('2025-03-09T03:30', 'America/Chicago')).toBe('2025-03-09T03:30:00-05:00');
    expect(zonedToIso('2025-11-02T03:00', 'America/Chicago')).toBe('2025-11-02T03:00:00-06:00');
  });
});

// Two real builds on a busy machine.
describe('share cards across builds', { timeout: 300_000 }, () => {
  it('draws every card on a cold cache, then only the card whose dog changed', async () => {
    const content = copyContent();
    editJson(content, 'dogs/2.json', (dog) => (dog.dogName = longName));
    const env = { CONTENT_DIR: content, SHARE_CARD_CACHE_DIR: tempDir('cards-') };

    const cold = await buildSite(env);
    expect(cold.status, cold.stderr).toBe(0);
    const total = Number(/Share cards: (\d+) \(\1 drawn, 0 from cache\)/.exec(cold.stdout)?.[1]);
    expect(total).toBeGreaterThan(20);
    const dogPage = readHead(htmlOf(cold.clientDir, '/adopt/available-dogs/details-page/2'));
    expect(dogPage.meta['og:image:alt']).toContain(longName);
    const card = (dir: string, name: string) => readFileSync(join(dir, 'share/dogs', name));
    expect(await sharp(card(cold.clientDir, '2.jpg')).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    });

    editJson(content, 'dogs/1.json', (dog) => (dog.dogName = 'Brutus'));
    const warm = await buildSite(env);
    expect(warm.status, warm.stderr).toBe(0);
    // The dog's card in English and in Spanish (/es/share/dogs/1.jpg).
    expect(warm.stdout).toContain(`Share cards: ${total} (2 drawn, ${total - 2} from cache)`);
    expect(card(warm.clientDir, '1.jpg').equals(card(cold.clientDir, '1.jpg'))).toBe(false);
    expect(card(warm.clientDir, '2.jpg').equals(card(cold.clientDir, '2.jpg'))).toBe(true);
    const spanishCard = (dir: string) => readFileSync(join(dir, 'es/share/dogs/1.jpg'));
    expect(spanishCard(warm.clientDir).equals(spanishCard(cold.clientDir))).toBe(false);
    expect(spanishCard(warm.clientDir).equals(card(warm.clientDir, '1.jpg'))).toBe(false);
  });
});
