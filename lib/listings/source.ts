import { createListingClient, type ListingClient } from './client.ts';
import { listingClientOf, listingConfigFromEnv } from './config.ts';
// The sample service is a development stand-in, loaded only when no credentials are set.
import type { SampleService } from './sampleService/sampleServer.ts';

/** Where live listings come from: a client holding the credentials, and what to close after. */
export interface ListingSource {
  client: ListingClient;
  organizationId: string;
  /** Set in sample mode: the local service the client talks to. */
  sampleService?: SampleService;
  close(): Promise<void>;
}

/**
 * The listing service from PETFINDER_* variables; without them, a sample service started for the
 * sample rescue, and an empty one for another rescue (its live pages show their empty state).
 */
export async function openListingSource(
  organizationId: string | undefined,
  env: Record<string, string | undefined> = process.env,
): Promise<ListingSource> {
  const config = listingConfigFromEnv(env, organizationId);
  // Without it a search would list every rescue's animals on the service.
  if (config.mode === 'service' && !organizationId) {
    throw new Error(
      'PETFINDER_* credentials are set but content/site.json has no petfinderOrganizationId: add it, or unset them',
    );
  }
  const client = listingClientOf(config);
  if (client) {
    if (config.mode === 'none') {
      console.warn(
        'No animals listed (no PETFINDER_CLIENT_ID/SECRET set): the live pages show their empty state',
      );
    }
    // An empty service answers nothing whatever organisation is asked for.
    return { client, organizationId: organizationId ?? '', close: async () => {} };
  }
  console.warn('Showing sample listings (no PETFINDER_CLIENT_ID/SECRET set)');
  const { startSampleService } = await import('./sampleService/sampleServer.ts');
  const sampleService = await startSampleService();
  return {
    ...sampleListingSource(sampleService, organizationId ?? ''),
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
