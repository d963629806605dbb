import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdoptable } from '#lib/content/dogLife.ts';
import { readValidContent } from '#lib/content/load.ts';
import { siteToday } from '#lib/content/dates.ts';
import { normalizeAnimal } from '#lib/listings/normalize.ts';
import { breedChoices } from '#lib/filters/breedChoices.ts';
import { fromAnimal, fromDog } from '#lib/filters/dogFacts.ts';
import { filterOptions, matches, stateFromQuery, type DogFacts } from '#lib/filters/facets.ts';
import { readSampleData } from '#lib/listings/sampleService/data.ts';
import { sampleOrganizationId } from '#lib/listings/sampleService/sampleServer.ts';
import { axeViolations } from '../support/browser.ts';
import { startLiveSite, type LiveSite } from '../support/liveSite.ts';

const breeds = breedChoices(readValidContent().site);
let live: LiveSite;
let baseUrl: string;

beforeAll(async () => {
  live = await startLiveSite();
  baseUrl = live.url;
});

afterAll(() => live?.close());

/** The two filtered lists, the dogs each shows (as the filter model sees them), and an empty choice. */
const lists = [
  {
    path: '/adopt/available-dogs',
    dogs: readValidContent().dogs.map((dog) =>
      fromDog(dog, breeds, siteToday(readValidContent().site)),
    ),
    empty: ['Corgi (Pembroke or Cardigan)', 'Senior'],
  },
  {
    path: '/adopt',
    // The rescue's own adoptable dogs, filtered as on Available Dogs, and the service's.
    dogs: [
      ...readValidContent()
        .dogs.filter(isAdoptable)
        .map((dog) => fromDog(dog, breeds, siteToday(readValidContent().site))),
      ...readSampleData()
        .animals.filter(
          (animal) =>
            animal.organization_id === sampleOrganizationId && animal.status === 'adoptable',
        )
        .map((animal) => fromAnimal(normalizeAnimal(animal), breeds)),
    ],
    empty: ['Mixed breed', 'Senior'],
  },
];

const namesMatching = (dogs: DogFacts[], query: string) =>
  dogs
    .filter((dog) => matches(dog, stateFromQuery(query, filterOptions(breeds))))
    .map((dog) => dog.name)
    .sort();

/**
 * 'off': JavaScript disabled. 'blocked': the site's own scripts never load, but the test can still
 * run axe in the page (axe needs JavaScript). 'on': the site as most visitors get it.
 */
type Mode = 'off' | 'blocked' | 'on';

async function open(path: string, mode: Mode | boolean, width = 1280): Promise<Page> {
  const javaScriptEnabled = mode !== 'off' && mode !== false;
  const context = await live.browser.newContext({
    javaScriptEnabled,
    viewport: { width, height: 900 },
  });
  if (mode === 'blocked') await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(baseUrl + path);
  await page.waitForLoadState('networkidle');
  (page as Page & { errors: string[] }).errors = errors;
  return page;
}

async function choose(page: Page, label: string) {
  const panel = page.locator('details.filters-panel');
  if ((await panel.getAttribute('open')) === null) await panel.locator('summary').click();
  await page.getByRole('checkbox', { name: new RegExp(`^${escape(label)} \\(\\d+\\)$`) }).check();
}

const escape = (text: string) => text.replace(/[()]/g, '\\$&');

async function visibleNames(page: Page): Promise<string[]> {
  const names = await page
    .locator('main li[data-dog]')
    .evaluateAll((cards) =>
      cards
        .filter((card) => card.getClientRects().length > 0)
        .map((card) => card.querySelector('h2')?.textContent ?? ''),
    );
  return names.sort();
}

interface AXNode {
  nodeId: string;
  role?: { value: string };
  name?: { value: string };
  childIds?: string[];
}

/**
 * The count line as screen readers get it, from Chromium's accessibility tree: without
 * JavaScript its number is a CSS counter, which the DOM does not hold but the tree does.
 */
async function countLine(page: Page): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  await cdp.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const text = (node: AXNode | undefined): string =>
    node?.role?.value === 'StaticText'
      ? (node.name?.value ?? '')
      : (node?.childIds ?? []).map((id) => text(byId.get(id))).join(' ');
  const lines = nodes.filter((node) => node.role?.value === 'status').map(text);
  return (
    lines
      .find((line) => line.trim().startsWith('Showing'))
      ?.replace(/\s+/g, ' ')
      .trim() ?? ''
  );
}

describe.each(lists)('filters on $path', ({ path, dogs, empty }) => {
  it.each<Mode>(['off', 'blocked', 'on'])(
    'with JavaScript %s: Corgi, then good with cats, counts, empty state, axe',
    async (mode) => {
      const page = await open(path, mode);
      const audit = async () => {
        if (mode !== 'off') expect(await axeViolations(page)).toEqual([]);
      };
      expect(await visibleNames(page)).toEqual(namesMatching(dogs, ''));
      expect(await countLine(page)).toContain(`Showing ${dogs.length} of ${dogs.length} dogs`);
      // Each option's count is the number of records that have it.
      const corgis = namesMatching(dogs, '?breed=corgi');
      expect(
        await page
          .getByRole('checkbox', {
            name: `Corgi (Pembroke or Cardigan) (${corgis.length})`,
            includeHidden: true,
          })
          .count(),
      ).toBe(1);
      await audit();

      await choose(page, 'Corgi (Pembroke or Cardigan)');
      expect(await visibleNames(page)).toEqual(corgis);
      expect(await countLine(page)).toContain(`Showing ${corgis.length} of ${dogs.length} dogs`);

      await choose(page, 'Good with cats');
      const withCats = namesMatching(dogs, '?breed=corgi&cats=yes');
      expect(withCats.length).toBeGreaterThan(0);
      expect(withCats.length).toBeLessThan(corgis.length);
      expect(await visibleNames(page)).toEqual(withCats);
      expect(await countLine(page)).toContain(`Showing ${withCats.length} of ${dogs.length} dogs`);
      expect(await page.locator('.filter-empty').isVisible()).toBe(false);
      await audit();

      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      for (const label of empty) await choose(page, label);
      expect(await visibleNames(page)).toEqual([]);
      const emptyState = page.locator('.filter-empty');
      expect(await emptyState.isVisible()).toBe(true);
      expect(await emptyState.innerText()).toContain('No dog matches these filters.');
      expect(await countLine(page)).toContain(`Showing 0 of ${dogs.length} dogs`);
      await audit();

      await emptyState.getByRole('button', { name: 'Clear filters' }).click();
      await expect.poll(() => visibleNames(page)).toEqual(namesMatching(dogs, ''));
      expect(await emptyState.isVisible()).toBe(false);
      if (mode === 'on') expect((page as Page & { errors: string[] }).errors).toEqual([]);
      await page.context().close();
    },
  );

  it('with JavaScript, the choice round-trips through the URL, reload and back', async () => {
    const page = await open(path, true);
    await choose(page, 'Corgi (Pembroke or Cardigan)');
    await choose(page, 'Good with cats');
    await page.getByRole('radio', { name: 'Name' }).check();
    await expect.poll(() => new URL(page.url()).search).toBe('?breed=corgi&cats=yes&sort=name');
    const expected = namesMatching(dogs, '?breed=corgi&cats=yes');
    expect(await page.getByRole('status').filter({ hasText: 'Showing' }).innerText()).toBe(
      `Showing ${expected.length} of ${dogs.length} dogs`,
    );

    // The cards are in name order in the document, so keyboard order follows what is seen.
    const documentOrder = async () =>
      page
        .locator('main li[data-dog]')
        .evaluateAll((cards) =>
          cards
            .filter((card) => card.getClientRects().length > 0)
            .map((card) => card.querySelector('h2')?.textContent ?? ''),
        );
    expect(await documentOrder()).toEqual(expected);

    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await visibleNames(page)).toEqual(expected);
    expect(await page.getByRole('checkbox', { name: /^Good with cats/ }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Name' }).isChecked()).toBe(true);

    await page.locator('main li[data-dog]:visible a').first().click();
    await page.waitForURL((url) => url.pathname.includes('details'));
    await page.goBack();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).search).toBe('?breed=corgi&cats=yes&sort=name');
    expect(await visibleNames(page)).toEqual(expected);

    // A shared link opens the same list in a fresh browser.
    const shared = await open(`${path}?breed=corgi&cats=yes`, true);
    expect(await visibleNames(shared)).toEqual(expected);
    expect(await axeViolations(shared)).toEqual([]);

    await shared.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => new URL(shared.url()).search).toBe('');
    expect(await visibleNames(shared)).toEqual(namesMatching(dogs, ''));
    await page.context().close();
    await shared.context().close();
  });

  it('is usable by keyboard alone', async () => {
    const page = await open(path, false, 375);
    await page.locator('details.filters-panel summary').focus();
    await page.keyboard.press('Enter');
    const corgi = page.getByRole('checkbox', { name: /^Corgi \(Pembroke or Cardigan\)/ });
    await corgi.focus();
    await page.keyboard.press('Space');
    expect(await visibleNames(page)).toEqual(namesMatching(dogs, '?breed=corgi'));
    await page.context().close();
  });
});

describe('cards say the essentials at a glance', () => {
  it('show good with kids, dogs and cats as labelled text badges', async () => {
    const page = await open('/adopt/available-dogs', false);
    const bruno = page.locator('main li[data-dog]').filter({ hasText: 'Bruno' });
    const badges = bruno.getByRole('list', { name: 'Gets along with' }).getByRole('listitem');
    expect(await badges.allInnerTexts()).toEqual([
      '✓ Good with kids',
      '✓ Good with dogs',
      '✗ Not with cats',
    ]);
    await page.context().close();
  });
});
