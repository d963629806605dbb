import { describe, expect, it } from 'vitest';
import { listingConfigFromEnv } from '#lib/listings/config.ts';

describe('listingConfigFromEnv', () => {
  it('falls back to the sample service when nothing is set', () => {
    expect(listingConfigFromEnv({})).toEqual({ mode: 'sample' });
    expect(
      listingConfigFromEnv({ PETFINDER_BASE_URL: 'https://x.test', PETFINDER_TOKEN: '' }),
    ).toEqual({
      mode: 'sample',
    });
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
