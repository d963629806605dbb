import { describe, expect, it } from 'vitest';
import { openListingSource } from '#lib/listings/source.ts';
import { listingConfigFromEnv as configFor, sampleOrganizationId } from '#lib/listings/config.ts';

const listingConfigFromEnv = (env: Record<string, string>) => configFor(env, 'WI123');

describe('listingConfigFromEnv', () => {
  it('falls back to the sample service for the sample rescue when nothing is set', () => {
    expect(configFor({}, sampleOrganizationId)).toEqual({ mode: 'sample' });
    expect(
      configFor(
        { PETFINDER_BASE_URL: 'https://x.test', PETFINDER_TOKEN: '' },
        sampleOrganizationId,
      ),
    ).toEqual({ mode: 'sample' });
  });

  it("never lends the sample rescue's animals to another rescue without credentials", () => {
    expect(listingConfigFromEnv({})).toEqual({ mode: 'none' });
    expect(configFor({}, undefined)).toEqual({ mode: 'none' });
  });

  it('uses the service with credentials', () => {
    expect(
      listingConfigFromEnv({
        PETFINDER_CLIENT_ID: 'id',
        PETFINDER_CLIENT_SECRET: 'secret',
        PETFINDER_BASE_URL: 'https://listings.test/v2',
      }),
    ).toEqual({
      mode: 'service',
      clientId: 'id',
      clientSecret: 'secret',
      baseUrl: 'https://listings.test/v2',
    });
  });

  it('uses the service with a token alone', () => {
    expect(listingConfigFromEnv({ PETFINDER_TOKEN: 'tok' })).toEqual({
      mode: 'service',
      token: 'tok',
    });
  });

  it('names the missing half of a key pair', () => {
    expect(() => listingConfigFromEnv({ PETFINDER_CLIENT_ID: 'id' })).toThrow(
      'PETFINDER_CLIENT_ID is set but PETFINDER_CLIENT_SECRET is not: set both, or neither',
    );
    expect(() =>
      listingConfigFromEnv({ PETFINDER_CLIENT_SECRET: 's', PETFINDER_TOKEN: 't' }),
    ).toThrow('PETFINDER_CLIENT_SECRET is set but PETFINDER_CLIENT_ID is not');
  });
});

describe('openListingSource without credentials', () => {
  const adoptable = async (organizationId: string | undefined) => {
    const source = await openListingSource(organizationId, {});
    try {
      const { animals } = await source.client.searchAnimals({
        organization: source.organizationId,
        status: 'adoptable',
      });
      return animals.length;
    } finally {
      await source.close();
    }
  };

  it("lists the sample animals for the sample rescue only, none for a new rescue's", async () => {
    expect(await adoptable(sampleOrganizationId)).toBeGreaterThan(0);
    expect(await adoptable('MN111')).toBe(0);
    expect(await adoptable(undefined)).toBe(0);
  });

  it("answers a new rescue's animal pages as missing", async () => {
    const source = await openListingSource('WI123', {});
    await expect(source.client.showAnimal('1')).rejects.toMatchObject({ status: 404 });
  });

  it('refuses credentials without an organisation to search', async () => {
    await expect(openListingSource(undefined, { PETFINDER_TOKEN: 't' })).rejects.toThrow(
      'no petfinderOrganizationId',
    );
  });
});
