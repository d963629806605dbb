import { loadContent, type Content } from './load.ts';

let cached: Content | undefined;

/** The content every page is rendered from; read once per build (re-read in dev so edits show). */
export function siteContent(): Content {
  if (import.meta.env.DEV) return loadContent();
  cached ??= loadContent();
  return cached;
}
