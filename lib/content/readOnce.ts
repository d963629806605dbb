import { join } from 'node:path';
import { firstCommitTimes } from '../git.ts';
import { defaultLanguage } from '../messages/languages.ts';
import { defaultContentDir, inLanguage, readValidContent } from './load.ts';
import type { Content } from './types.ts';

// On globalThis, not in this module: Vike's prerender and the Vite plugins run in two module
// graphs of one build process, each with its own copy of this module, and must share one reading.
const perProcess = globalThis as {
  [contentKey]?: Content;
  [dogsKey]?: { times: Map<string, number> | undefined };
};
const contentKey = Symbol.for('rescue:build-content');
const dogsKey = Symbol.for('rescue:dogs-first-committed');

/** readValidContent() of the content folder, read once per process and then shared. */
export function readValidContentOnce(): Content {
  return (perProcess[contentKey] ??= readValidContent());
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

const readDogsFirstCommitted = () => firstCommitTimes(join(defaultContentDir, 'dogs'));

/**
 * When each dog's file was first committed (firstCommitTimes of content/dogs), for the lists that
 * sort by it and the site's files: asked of git once per process, whatever the pages and languages.
 */
export function dogsFirstCommittedOnce(): Map<string, number> | undefined {
  return (perProcess[dogsKey] ??= { times: readDogsFirstCommitted() }).times;
}

/** dogsFirstCommittedOnce() in a build; asked afresh in `vike dev`, as contentForPages is read. */
export function dogsFirstCommitted(): Map<string, number> | undefined {
  return import.meta.env.DEV ? readDogsFirstCommitted() : dogsFirstCommittedOnce();
}
