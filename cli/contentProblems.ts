import { photoFileProblems } from '#lib/content/photoFiles.ts';
import type { ContentProblem } from '#lib/content/problems.ts';
import { sampleRemnantProblems } from '#lib/content/sampleRemnants.ts';
import { unlistableBreedProblems } from '#lib/syndication/breeds.ts';
import type { Context } from './context.ts';
import { readContentAsWritten } from './readContentAsWritten.ts';

/** Every problem `rescue validate` reports: the loader's, then the photos', the sample's and the breeds'. */
export function contentProblems(ctx: Context): ContentProblem[] {
  const { content, problems } = readContentAsWritten(ctx);
  // The loader checks a photo is there; this checks it is a photo the build can use.
  problems.push(...photoFileProblems(ctx.contentDir, content));
  problems.push(...sampleRemnantProblems(ctx.contentDir, content.site));
  problems.push(...unlistableBreedProblems(content));
  return problems;
}
