import type { ListingClientOptions } from './client.ts';

/** 'service' talks to the real listing service; 'sample' means start the local sample service. */
export type ListingConfig = ({ mode: 'service' } & ListingClientOptions) | { mode: 'sample' };

export function listingConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
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
  if (!clientId && !token) return { mode: 'sample' };
  return {
    mode: 'service',
    ...(baseUrl && { baseUrl }),
    ...(clientId && { clientId, clientSecret }),
    ...(token && { token }),
  };
}
