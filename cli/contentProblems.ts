import { basename } from 'node:path';
import type { CheckMemo } from '#lib/content/contentFiles.ts';
import { pageNotGivenProblems } from '#lib/content/givenPages.ts';
import { photoFileProblems } from '#lib/content/photoFiles.ts';
import type { ContentProblem } from '#lib/content/problems.ts';
import { sampleRemnantProblems } from '#lib/content/sampleRemnants.ts';
import { unlistableBreedProblems } from './syndication/breeds.ts';
import type { Context } from './context.ts';
import { readContentAsWritten } from './readContentAsWritten.ts';

/**
 * Every problem `rescue validate` reports: the loader's, then the photos', the pages left out, the
 * sample's and the breeds'. With a memo, the loader's parts unchanged since are kept ones, and the
 * records are their facts: what the checks below read.
 */
export function contentProblems(ctx: Context, today: string, memo?: CheckMemo): ContentProblem[] {
  const { content, problems } = readContentAsWritten(ctx, { today, memo });
  // The loader checks a photo is there; this checks it is a photo the build can use.
  problems.push(...photoFileProblems(ctx.contentDir, content, memo));
  const notGiven = pageNotGivenProblems(ctx.contentDir, content);
  problems.push(...notGiven);
  // A page left out for its starting text is named once, by what brings it back.
  const leftOut = new Set(
    notGiven.filter(({ file }) => file.endsWith('.md')).map(({ file }) => pageSlug(file)),
  );
  problems.push(
    ...sampleRemnantProblems(ctx.contentDir, content.site).filter(
      ({ code, file }) => code !== 'starter-text-unchanged' || !leftOut.has(pageSlug(file)),
    ),
  );
  problems.push(...unlistableBreedProblems(content));
  return problems;
}

/** `legal` for pages/legal.md and pages/legal.es.md. */
const pageSlug = (file: string) => basename(file).split('.')[0];
