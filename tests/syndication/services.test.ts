import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import schema from '../../schemas/listing-breeds.schema.json' with { type: 'json' };
import { accountVariables, listingServices } from '../../cli/syndication/services.ts';

const file = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const services = Object.entries(listingServices);

// A service is one entry of cli/syndication/services.ts: what else names it must follow it.
describe('the listing services', () => {
  it('give listing-breeds.json a column only for a service there is', () => {
    const columns = Object.keys(schema.properties.breeds.items.properties).filter(
      (column) => column !== 'name',
    );
    expect(columns.length).toBeGreaterThan(0);
    for (const column of columns) expect(Object.keys(listingServices)).toContain(column);
  });

  it("are each given their account's variables by the deploy workflow and the docs", () => {
    const workflow = file('.github/workflows/deploy.yml');
    const docs = file('docs/technical-volunteer.md');
    expect(services.length).toBeGreaterThan(0);
    for (const [id, { name, settings }] of services) {
      for (const variable of Object.values(accountVariables(settings))) {
        expect(workflow, id).toContain(`${variable}: \${{ secrets.${variable} }}`);
        expect(docs, id).toContain(`\`${variable}\``);
      }
      expect(docs, id).toContain(name);
    }
  });
});
