import { createListingClient, type ListingClient } from './client.ts';
import { listingConfigFromEnv } from './config.ts';
// The sample service is a development stand-in, loaded only when no credentials are set.
import type { SampleService } from './sampleService/start.ts';

/** Where live listings come from: a client holding the credentials, and what to close after. */
export interface ListingSource {
  client: ListingClient;
  organizationId: string;
  /** Set in sample mode: the local service the client talks to. */
  sampleService?: SampleService;
  close(): Promise<void>;
}

/** The listing service from PETFINDER_* variables, or a sample service started for us. */
export async function openListingSource(
  organizationId: string,
  env: Record<string, string | undefined> = process.env,
): Promise<ListingSource> {
  const config = listingConfigFromEnv(env);
  if (config.mode === 'service') {
    const { mode: _mode, ...options } = config;
    // A slow service must not stall a build or a visitor for long.
    const client = createListingClient({ timeoutMs: 10_000, ...options });
    return { client, organizationId, close: async () => {} };
  }
  console.warn('Showing sample listings (no PETFINDER_CLIENT_ID/SECRET set)');
  const { startSampleService } = await import('./sampleService/start.ts');
  const sampleService = await startSampleService();
  return {
    ...sampleListingSource(sampleService, organizationId),
    close: () => sampleService.close(),
  };
}

/** A source over a sample service the caller started; closing it is the caller's job. */
export function sampleListingSource(
  sampleService: SampleService,
  organizationId: string,
): ListingSource {
  const client = createListingClient({
    baseUrl: sampleService.url,
    clientId: sampleService.clientId,
    clientSecret: sampleService.clientSecret,
  });
  return { client, organizationId, sampleService, close: async () => {} };
}
