import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MessagesContext } from '#components/Messages.tsx';
import { PrivacyNotice } from '#components/PrivacyNotice.tsx';
import { readValidContent } from '#lib/content/load.ts';
import { catalogueTranslator } from '#lib/messages/catalogue.ts';
import { privacyFacts } from '#lib/privacyNotice.ts';
import { buildSiteOrThrow } from '../support/site.ts';
import { beagleFlags, starterTemplateCopy } from './initFixtures.ts';
import { rescue } from './runRescue.ts';

/** What a page says while it is left out, and the starting texts' placeholder sentences. */
const placeholders = [
  'This page is not ready yet',
  'Esta página aún no está lista',
  'is being prepared and will be published here soon',
  'se está preparando y se publicará aquí próximamente',
  'This page is a work in progress',
  'Esta página está en construcción',
];

/** The pages a new rescue cannot fill on its first day, each left out until it can. */
const leftOut = [
  '/terms-of-service',
  '/legal',
  '/get-involved/animals-needing-foster-homes',
  '/events/event-listings',
  '/rescue-tails',
  '/rescue-tails/forever-stories',
  '/rescue-tails/rainbow-bridge',
];

/** The addresses of the site's pages a piece of HTML links to (files such as feeds left out). */
const pageLinks = (html: string) =>
  [...html.matchAll(/href="(\/[^"#?]*)"/g)]
    .map((match) => match[1]!)
    .filter((href) => !/\.[a-z]+$/.test(href));

const between = (html: string, start: RegExp, end: string) => {
  const from = html.search(start);
  expect(from, String(start)).toBeGreaterThanOrEqual(0);
  return html.slice(from, html.indexOf(end, from));
};

/** A copy of the template with the real starting texts, after rescue init. */
async function newRescue(): Promise<string> {
  const content = starterTemplateCopy();
  const root = dirname(content);
  const init = await rescue(root, 'init', '--no-input', ...beagleFlags);
  expect(init.stderr).toBe('');
  return content;
}

describe("a new rescue's pages, from rescue init to the build", { timeout: 600_000 }, () => {
  it('links no placeholder page, and writes a privacy notice in each language', async () => {
    const content = await newRescue();
    const root = dirname(content);

    // rescue validate names each page left out once, with what brings it back.
    const validate = await rescue(root, 'validate', '--json');
    const problems = (
      JSON.parse(validate.stdout) as {
        problems: { code: string; file: string; message: string; hint: string }[];
      }
    ).problems;
    const notGiven = problems.filter(({ code }) => code === 'page-not-given');
    for (const path of leftOut) {
      expect(
        notGiven.filter(({ message }) => message.includes(`(${path})`)),
        path,
      ).toHaveLength(1);
    }
    expect(notGiven.find(({ message }) => message.includes('(/legal)'))).toMatchObject({
      file: 'content/pages/legal.md',
      hint: expect.stringContaining("the rescue's own words"),
    });
    // Named once: not again among the pages that keep their starting text.
    expect(
      problems.filter(
        ({ code, file }) => code === 'starter-text-unchanged' && file === 'content/pages/legal.md',
      ),
    ).toEqual([]);

    const { clientDir } = await buildSiteOrThrow({ CONTENT_DIR: content, FORMS_ENABLED: 'true' });
    const page = (path: string) => readFileSync(join(clientDir, path, 'index.html'), 'utf8');
    for (const lang of ['', '/es']) {
      const home = page(lang || '/');
      const linked = new Set([
        ...pageLinks(between(home, /<header class="site-header"/, '</header>')),
        ...pageLinks(between(home, /<footer class="site-footer"/, '</footer>')),
        ...pageLinks(between(page(`${lang}/site-map`), /<main /, '</main>')),
      ]);
      expect(linked).toContain(`${lang}/privacy-policy`);
      for (const href of linked) {
        const file = join(clientDir, href, 'index.html');
        if (!existsSync(file)) continue;
        const target = readFileSync(file, 'utf8');
        for (const words of placeholders) expect(target, `${href}: ${words}`).not.toContain(words);
      }
      for (const path of leftOut) expect(linked, path).not.toContain(`${lang}${path}`);
      expect(page(`${lang}/get-involved`)).not.toContain('animals-needing-foster-homes"');
      expect(page(`${lang}/events`)).not.toContain('/events/event-listings"');
    }
    // A site map section whose pages are all left out goes too.
    expect(page('/site-map')).not.toContain('>Rescue Tails</h2>');
    const sitemap = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8');
    for (const path of leftOut) expect(sitemap, path).not.toContain(`${path}<`);

    // The privacy notice: the forms and their questions, the alerts, cookies; linked from each form.
    const privacy = page('/privacy-policy');
    for (const words of [
      'Contact form',
      'Foster application',
      'Adoption application',
      'First name',
      'the site e-mails your answers to us',
      'Dog alerts by e-mail',
      'the filters you chose',
      'The site sets no cookie',
      'signing in to the editor (/admin)',
      'hello@badgerbeagles.org',
    ]) {
      expect(privacy, words).toContain(words);
    }
    expect(privacy).not.toContain('being prepared');
    const privacidad = page('/es/privacy-policy');
    for (const words of [
      'Formulario de contacto',
      'Solicitud de hogar temporal',
      'el sitio nos manda sus respuestas',
      'Alertas de perros por correo electrónico',
      'los filtros que eligió',
      'El sitio no instala ninguna cookie',
    ]) {
      expect(privacidad, words).toContain(words);
    }
    for (const path of ['/about/contact', '/es/get-involved/foster-application']) {
      expect(page(path), path).toMatch(/<a href="(\/es)?\/privacy-policy">/);
    }
  });

  it('says the alerts are off where the site sends nothing, in each language', async () => {
    const content = readValidContent(await newRescue());
    const notice = (lang: string, sending: boolean) => {
      const shown = lang === 'en' ? content : content.translations[lang]!;
      const facts = privacyFacts(shown, sending)!;
      return renderToStaticMarkup(
        createElement(
          MessagesContext,
          { value: catalogueTranslator(shown.messages, shown.site, lang) },
          createElement(PrivacyNotice, { facts, site: shown.site }),
        ),
      );
    };
    expect(notice('en', true)).toContain('the filters you chose');
    expect(notice('en', false)).not.toContain('the filters you chose');
    expect(notice('en', false)).toContain('The site offers no e-mail alerts at present');
    expect(notice('es', false)).toContain('Por ahora el sitio no ofrece alertas');
    expect(notice('es', false)).not.toContain('los filtros que eligió');
  });
});
