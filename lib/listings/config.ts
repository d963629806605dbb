import { createListingClient, type ListingClient, type ListingClientOptions } from './client.ts';
import { emptyListingClient } from './emptyService.ts';

/** The listing organisation of the bundled sample rescue, the only one the sample animals stand in for. */
export const sampleOrganizationId = 'MN999';

/**
 * 'service' talks to the real listing service; 'sample' means start the local sample service with
 * the sample rescue's animals; 'none' (another rescue without credentials) lists no animal.
 */
export type ListingConfig =
  ({ mode: 'service' } & ListingClientOptions) | { mode: 'sample' } | { mode: 'none' };

/** The listing service from PETFINDER_* variables; without them, the sample only for the sample rescue. */
export function listingConfigFromEnv(
  env: Record<string, string | undefined>,
  organizationId: string | undefined,
): ListingConfig {
  const clientId = env.PETFINDER_CLIENT_ID || undefined;
  const clientSecret = env.PETFINDER_CLIENT_SECRET || undefined;
  const baseUrl = env.PETFINDER_BASE_URL || undefined;
  const token = env.PETFINDER_TOKEN || undefined;
  // Half a key pair is a mistake to name, not a reason to fall back to sample data silently.
  if (Boolean(clientId) !== Boolean(clientSecret)) {
    const [set, missing] = clientId
      ? ['PETFINDER_CLIENT_ID', 'PETFINDER_CLIENT_SECRET']
      : ['PETFINDER_CLIENT_SECRET', 'PETFINDER_CLIENT_ID'];
    throw new Error(`${set} is set but ${missing} is not: set both, or neither`);
  }
  if (!clientId && !token)
    return { mode: organizationId === sampleOrganizationId ? 'sample' : 'none' };
  return {
    mode: 'service',
    ...(baseUrl && { baseUrl }),
    ...(clientId && { clientId, clientSecret }),
    ...(token && { token }),
  };
}

/**
 * The client of a listing config that needs no local service: the service's (a slow one must not
 * stall a build or a visitor for long), or the empty one; none for 'sample', whose service only a
 * Node process can start beside it (lib/listings/source.ts).
 */
export function listingClientOf(config: ListingConfig): ListingClient | undefined {
  if (config.mode === 'none') return emptyListingClient();
  if (config.mode === 'sample') return undefined;
  const { mode: _mode, ...options } = config;
  return createListingClient({ timeoutMs: 10_000, ...options });
}
