import type { TestProject } from 'vitest/node';
import { buildSite } from './site.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteOutDir: string;
  }
}

/** Builds the site once for every browser test, into a temp folder. */
export default function setup(project: TestProject) {
  const build = buildSite();
  if (build.status !== 0) {
    throw new Error(`vike build failed:\n${build.stdout}\n${build.stderr}`);
  }
  project.provide('siteOutDir', build.outDir);
}
