import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import sharp from 'sharp';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { MessagesContext } from '#components/Messages.tsx';
import { PrivacyNotice } from '#components/PrivacyNotice.tsx';
import { readValidContent } from '#lib/content/load.ts';
import { catalogueTranslator } from '#lib/messages/catalogue.ts';
import { privacyFacts } from '#lib/privacyNotice.ts';
import { buildSiteOrThrow, type Build } from '../support/site.ts';
import { beagleFlags, leftOutOnFirstDay, starterTemplateCopy } from './initFixtures.ts';
import { rescue } from './runRescue.ts';

/** What rescue init itself replaces: none of it may reach a built page, feed, calendar or header file. */
const initFacts = [
  'North Star',
  'Different Size, Same Heart',
  'northstarrescue',
  '612-555-0123',
  'info@example.org',
  'PO Box 12345',
  'Minneapolis, MN 55440',
  '12-3456789',
  'MN999',
  'NorthStarRescueSample',
  '/images/dogs/1-',
  '/images/team/1-',
  '/images/partners/1-',
  '/images/events/1-',
  '/images/foster-animals/1-',
  '/images/rainbow-bridge/1-',
  '/sample-photos/',
];
/** The sample rescue's breeds, state and pictures, which its content (not init) holds. */
const sampleWords = [
  'Shepherd',
  'Corgi',
  'Minnesota',
  'MN sales tax',
  '$350.00',
  '$25.00',
  'adopt@example.org',
  '/images/site/hero',
  '/images/site/breed',
  // Its words in Spanish.
  'Pastor',
  'galés',
  'Distinto tamaño',
];

function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) =>
      /\.(html|xml|ics|txt|json|yml|js|webmanifest)$|^_headers$/.test(basename(name)),
    )
    .map((name) => join(dir, name));
}

/** What a page says while it is left out, and the starting texts' placeholder sentences. */
const placeholders = [
  'This page is not ready yet',
  'Esta página aún no está lista',
  'is being prepared and will be published here soon',
  'se está preparando y se publicará aquí próximamente',
  'This page is a work in progress',
  'Esta página está en construcción',
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

// One copy of the template with the real starting texts, after rescue init with a logo of its own,
// and its one build, forms sending: every test below reads them.
let content: string;
let built: Build;

beforeAll(async () => {
  content = starterTemplateCopy();
  const root = dirname(content);
  const logo = await sharp({
    create: { width: 96, height: 96, channels: 3, background: '#1b5e20' },
  })
    .png()
    .toBuffer();
  writeFileSync(join(root, 'badger.png'), logo);
  const init = await rescue(root, 'init', '--no-input', ...beagleFlags, '--logo', 'badger.png');
  expect(init.stderr).toBe('');
  built = await buildSiteOrThrow({ CONTENT_DIR: content, FORMS_ENABLED: 'true' });
}, 600_000);

describe("a second rescue's site, from rescue init to the build", () => {
  it('holds nothing of the sample rescue, and the new name, colours and logo where the old ones were', () => {
    const { clientDir, stdout, stderr } = built;
    expect(`${stdout}${stderr}`).toContain('No animals listed');
    const files = textFiles(clientDir);
    const left = [...initFacts, ...sampleWords].flatMap((word) =>
      files
        .filter((file) => readFileSync(file, 'utf8').includes(word))
        .map((file) => `${word} in ${file.slice(clientDir.length)}`),
    );
    expect(left).toEqual([]);

    const home = readFileSync(join(clientDir, 'index.html'), 'utf8');
    expect(home).toContain('Badger State Beagle Rescue');
    expect(home).toContain('608-555-0199');
    expect(home).toContain('Beagles');
    // A section with nothing to show is left out, its heading too.
    expect(home).not.toContain('Our partners');
    // In Spanish: the new name, and the starting text's translation.
    const inicio = readFileSync(join(clientDir, 'es/index.html'), 'utf8');
    expect(inicio).toContain('Badger State Beagle Rescue');
    expect(inicio).toContain('dirigido por voluntarios y basado en hogares temporales');
    expect(readdirSync(join(clientDir, 'es')).length).toBeGreaterThan(10);
    // The new colours, as the stylesheet's custom properties, and the new logo.
    const css = readdirSync(join(clientDir, 'assets'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.css'))
      .map((name) => readFileSync(join(clientDir, 'assets', name), 'utf8'))
      .join('\n');
    expect(css).toContain(
      `--primary:${beagleFlags[beagleFlags.indexOf('--primary-color') + 1]!.toLowerCase()}`,
    );
    expect(home).toMatch(/<img[^>]+src="\/images\/site\/[^"]+\.png"/);
    // No sample animal is listed or prerendered.
    expect(readdirSync(clientDir)).not.toContain('details');
    expect(readdirSync(clientDir)).not.toContain('sample-photos');
  });
});

describe("a new rescue's pages, from rescue init to the build", () => {
  it('links no placeholder page, and writes a privacy notice in each language', async () => {
    // rescue validate names each page left out once, with what brings it back.
    const validate = await rescue(dirname(content), 'validate', '--json');
    const problems = (
      JSON.parse(validate.stdout) as {
        problems: { code: string; file: string; message: string; hint: string }[];
      }
    ).problems;
    const notGiven = problems.filter(({ code }) => code === 'page-not-given');
    for (const path of leftOutOnFirstDay) {
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

    const { clientDir } = built;
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
      for (const path of leftOutOnFirstDay) expect(linked, path).not.toContain(`${lang}${path}`);
      expect(page(`${lang}/get-involved`)).not.toContain('animals-needing-foster-homes"');
      expect(page(`${lang}/events`)).not.toContain('/events/event-listings"');
    }
    // A site map section whose pages are all left out goes too.
    expect(page('/site-map')).not.toContain('>Rescue Tails</h2>');
    const sitemap = readFileSync(join(clientDir, 'sitemap.xml'), 'utf8');
    for (const path of leftOutOnFirstDay) expect(sitemap, path).not.toContain(`${path}<`);

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

  it('says the alerts are off where the site sends nothing, in each language', () => {
    const written = readValidContent(content);
    const notice = (lang: string, sending: boolean) => {
      const shown = lang === 'en' ? written : written.translations[lang]!;
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
