import type { Site } from '#lib/content/types.generated.ts';
import type { Translate } from '#lib/messages/translator.ts';
import { recordRoutes } from '#lib/routes.ts';
import { escapeXml as escape } from '#lib/reach/xml.ts';

/**
 * A page of the site saying what happened, for visitors without JavaScript: the prerendered
 * not-found page's layout (header, footer, styles) with its scripts out and this in its place.
 */
export function answerPage(
  shell: string,
  site: Site,
  t: Translate,
  title: string,
  bodyHtml: string,
): string {
  if (!/<main\b[^>]*>[\s\S]*<\/main>/.test(shell)) throw new Error('the page shell has no <main>');
  return shell
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escape(title)} | ${escape(site.shortName)}</title>`,
    )
    .replace(
      /(<main\b[^>]*>)[\s\S]*(<\/main>)/,
      (_, open: string, close: string) =>
        `${open}<section class="alert-answer"><h1>${escape(title)}</h1>${bodyHtml}<p><a class="button" href="${recordRoutes.dogs.listedOn}">${escape(t('alerts.backToDogs'))}</a></p></section>${close}`,
    );
}

export function paragraph(text: string): string {
  return `<p>${escape(text)}</p>`;
}
