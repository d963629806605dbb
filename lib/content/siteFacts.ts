import type { Site } from './types.generated.ts';

/** The mailbox for one kind of request (site.json `emails`), else the general contact address. */
export function mailbox(site: Site, request: keyof NonNullable<Site['emails']>): string {
  return site.emails?.[request] ?? site.email;
}
