import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readValidContent } from '../../lib/content/load.ts';
import { createListingClient } from '../../lib/listings/client.ts';
import type { Delivery } from '../../server/handlers/forms/delivery.ts';
import {
  createFormsHandler,
  type FormsHandlerOptions,
} from '../../server/handlers/forms/handler.ts';
import { readPrerenderedPage } from '../../server/node/readPrerenderedPage.ts';
import { createSiteServer } from '../../server/node/siteServer.ts';

export const site = readValidContent().site;

/** Answers that pass both forms' schemas. */
export const contactAnswers = {
  firstName: 'Ann',
  lastName: 'Example',
  email: 'ann@example.net',
  phone: '(612) 555-0199',
  message: 'Hello!\nIs Biscuit still looking for a home?\nWe have a fenced yard.',
};

export const fosterAnswers = {
  firstName: 'Bo',
  lastName: 'Tester',
  email: 'bo@example.net',
  phone: '651-555-0100',
  address: '12 Lake Street',
  address2: 'N/A',
  city: 'Saint Paul',
  state: 'MN',
  zip: '55101',
};

/** The site server of `npm start` over a built site, with the forms mounted; on 127.0.0.1. */
export async function startSite(
  clientDir: string,
  delivery: Delivery | undefined,
  options: Partial<FormsHandlerOptions> = {},
  { trustProxy = false } = {},
): Promise<{ url: string; server: Server; logged: string[] }> {
  const logged: string[] = [];
  const forms = createFormsHandler({
    delivery,
    site,
    loadPage: readPrerenderedPage(clientDir),
    log: (line) => logged.push(line),
    ...options,
  });
  // Form tests never ask for listings: this client is never called.
  const client = createListingClient({ baseUrl: 'http://127.0.0.1:9', token: 'unused' });
  const listingSource = {
    client,
    organizationId: site.petfinderOrganizationId,
    close: async () => {},
  };
  const server = createSiteServer({ clientDir, listingSource, site, forms, trustProxy });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, logged };
}
