import { join } from 'node:path';
import { firstCommitTimes } from '../git.ts';
import { defaultLanguage } from '../messages/languages.ts';
import { defaultContentDir, inLanguage, readValidContent } from './load.ts';
import type { Content } from './types.ts';

// On globalThis, not in this module: Vike's prerender and the Vite plugins run in two module
// graphs of one build process, each with its own copy of this module, and must share one reading.
const perProcess = globalThis as { [cache: symbol]: Content | undefined };
const cacheKey = Symbol.for('rescue:build-content');

/** readValidContent() of the content folder, read once per process and then shared. */
export function readValidContentOnce(): Content {
  return (perProcess[cacheKey] ??= readValidContent());
}

/**
 * The content pages render: readValidContentOnce() in a build, read afresh on every call in
 * `vike dev` so edits show. Vite plugins call readValidContentOnce(): Vike warns when code the
 * Vite config runs reads import.meta.env.
 */
export function contentForPages(lang: string = defaultLanguage): Content {
  const content = import.meta.env.DEV ? readValidContent() : readValidContentOnce();
  return inLanguage(content, lang);
}

let dogsCommitted: { times: Map<string, number> | undefined } | undefined;

/**
 * When each dog's file was first committed (firstCommitTimes of content/dogs), for the lists that
 * sort by it: asked of git once per build, whatever the pages and languages; afresh in `vike dev`.
 */
export function dogsFirstCommitted(): Map<string, number> | undefined {
  const read = () => firstCommitTimes(join(defaultContentDir, 'dogs'));
  if (import.meta.env.DEV) return read();
  return (dogsCommitted ??= { times: read() }).times;
}
