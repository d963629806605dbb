import type { Plugin } from 'vite';
import { readValidContentOnce } from '#lib/content/readOnce.ts';

/**
 * Checks the content before anything is written into dist/: Vite copies content/media into the
 * site (following links) when the client build writes, so a link out of the content folder or
 * any other content error must stop the build first.
 */
export function contentCheckPlugin(): Plugin {
  return {
    name: 'rescue:content-check',
    apply: 'build',
    buildStart() {
      readValidContentOnce();
    },
  };
}
