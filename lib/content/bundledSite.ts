// The Worker cannot read files at run time: the organisation's facts are bundled into it from here,
// by a name a bundler can point elsewhere (the tests' Worker bundles the sample's).
import site from '#content/site.json' with { type: 'json' };
import type { Site } from './types.generated.ts';

/**
 * content/site.json as bundled at build time; not validated here (the deploy validates the content
 * first). Through `unknown`: TypeScript types a JSON file by its literal values (`[]` as never[],
 * a list as string[]), which need not compare with the schema's type of every valid site.json.
 */
export const bundledSite = site as unknown as Site;
