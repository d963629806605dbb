import { loadContent, type Content } from './load.ts';

// One copy per process: a build reads the content from two module graphs (Vike's prerender and
// the Vite config's reach plugin), and reading thousands of records twice doubles the cost.
const perProcess = globalThis as { [cache: symbol]: Content | undefined };
const cacheKey = Symbol.for('rescue:site-content');

/** The content every page is rendered from; read once per build (re-read in dev so edits show). */
export function siteContent(): Content {
  if (import.meta.env?.DEV) return loadContent();
  return (perProcess[cacheKey] ??= loadContent());
}
