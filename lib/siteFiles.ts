import type { Content } from './content/types.ts';
import type { ListingSnapshot } from './listings/queries.ts';
import type { ShareCard } from './reach/cards.ts';

/**
 * What the build writes beside the pages (sitemap, robots.txt, feeds, calendars, the alerts' dog
 * list, _headers, share cards): each is a pure function from these inputs to files, in its own
 * module, and build/siteFilesPlugin.ts gathers the inputs once and writes what they return.
 */

/** A page as Vike prerendered it, with what its data hook returned. */
export interface PrerenderedPage {
  urlPathname: string;
  lang: string;
  is404?: boolean;
  data?: { share?: ShareCard };
  config: { redirectTo?: string; canonical?: string };
}

export interface SiteInputs {
  content: Content;
  /** Every prerendered page but the 404 page, in every language. */
  pages: PrerenderedPage[];
  /** The listing service's animals as the pages listed them (null: the service could not be reached). */
  listings: ListingSnapshot;
  /** When each content file was last committed (by path under content/; empty outside git). */
  lastCommits: Map<string, string>;
  /** When each dog's file was first committed (by file name), when in git. */
  dogsFirstCommitted: Map<string, number> | undefined;
  /** When the build runs: the feeds' and calendars' time stamp. */
  now: Date;
}

/** A file at a site path. */
export interface SiteFile {
  path: string;
  body: string;
}
