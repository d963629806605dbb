import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The suites that take longest, longest first: a whole run's JSON report, 2 cores (over 15 s). */
const longest = [
  'cli/rescueCopyCheck',
  'admin/roundTrip',
  'accessibility/wcagPages',
  'browser/screens',
  'browser/spanish',
  'browser/filters',
  'forms/formsBrowserApplications',
  'syndication/syndicate',
  'accessibility/wcagStructure',
  'browser/routes',
  'alerts/alertsNodeHostAbuse',
  'listings/realShaped',
  'admin/editor',
  'content/buildFails',
  'worker/workerFormsAndState',
  'listings/buildSnapshot',
  'forms/formsBrowserContactFoster',
  'accessibility/wcagWidgets',
  'alerts/alertsBrowser',
  'listings/liveSite',
  'browser/images',
];

/**
 * Vitest's order (failed first, then longest first by the last run's times), except where it has
 * no times yet (a fresh clone): it would then go by file size, and a long suite in a small file
 * (its set-up in a module beside it) would start last, leaving a core idle at the end. The list
 * above goes first then; a name no longer there only loses its place.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const timed = files.some((file) =>
      this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(root, file.moduleId)}`),
    );
    if (timed) return sorted;
    const rank = (file: TestSpecification) => {
      const index = longest.indexOf(
        relative(`${root}/tests`, file.moduleId).replace(/\.test\.ts$/, ''),
      );
      return index === -1 ? longest.length : index;
    };
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
