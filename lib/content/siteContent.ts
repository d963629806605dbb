import { loadContent, type Content } from './load.ts';

const perProcess = globalThis as { [cache: symbol]: Content | undefined };
const cacheKey = Symbol.for('rescue:build-content');

/**
 * The content of this build, read once per process: Vike's prerender and the Vite config's reach
 * plugin run in two module graphs of one process, and reading thousands of records twice costs.
 */
export function buildContent(): Content {
  return (perProcess[cacheKey] ??= loadContent());
}

/** The content every page is rendered from; read once per build (re-read in dev so edits show). */
export function siteContent(): Content {
  if (import.meta.env.DEV) return loadContent();
  return buildContent();
}
