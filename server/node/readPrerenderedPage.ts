import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pageFile } from '#lib/pageFile.ts';

/** loadPage for the Node host: a prerendered page from the built site folder. */
export function readPrerenderedPage(clientDir: string) {
  return (pathname: string) => readFile(join(clientDir, pageFile(pathname)), 'utf8');
}
