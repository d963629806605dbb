import { apiRoutes, formRoutes, isFormName } from '#lib/routes.ts';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
// The no-JavaScript answer is drawn by the components that prerendered the page: it cannot drift.
import { withErrorTitle } from '#components/forms/errorTitle.ts';
import { FormView } from '#components/forms/FormView.tsx';
import { MessagesContext } from '#components/Messages.tsx';
import type { Site } from '#lib/content/types.generated.ts';
import {
  inputNames,
  languageField,
  versionField,
  type BuiltForm,
  type BuiltForms,
  type FormName,
  type FormState,
} from '#lib/forms/forms.ts';
import { elapsedField, honeypotField } from '#lib/forms/robotChecks.ts';
import { pickAnswers, unknownNames, validate } from '#lib/forms/answerChecks.ts';
import { parsedTranslator, type Translate } from '#lib/messages/translator.ts';
import type { HostMessages } from '#lib/messages/hostMessages.ts';
import { defaultLanguage, pathIn, siteLanguages } from '#lib/messages/languages.ts';
import type { Delivery } from './delivery.ts';
import { composeMessage } from './message.ts';
import {
  filledByRobot,
  memoryPostCounter,
  readWebForm,
  tooFast,
  visitorOf,
  type PostCounter,
} from '../publicPost.ts';
import { json, noStore, plain } from '../responses.ts';

export interface FormsHandlerOptions {
  /** How messages reach the rescue; undefined when none is configured. */
  delivery: Delivery | undefined;
  /** The organisation's facts (content/site.json): the addresses visitors can write to. */
  site: Site;
  /** The forms' words in each of the site's languages, as the build wrote them beside the pages. */
  messages: HostMessages;
  /** The prerendered HTML of a page, such as '/about/contact', as the host serves it. */
  loadPage: (pathname: string) => Promise<string>;
  /**
   * A form as the build wrote it beside the pages (builtFormPath), in every language: the same
   * definition the form's page was drawn from. Undefined when the site has no such form.
   */
  loadForm: (name: FormName) => Promise<BuiltForms | undefined>;
  now?: () => number;
  /** Messages per visitor address (IPv6: per /64) per hour. */
  hourlyLimit?: number;
  /** Where the count is kept: this process's memory unless given (the Worker's Durable Object). */
  posts?: PostCounter;
  /** Posts the page script timed as quicker than this are a robot's. */
  minFillMs?: number;
  log?: (line: string) => void;
}

const hourMs = 3_600_000;

/**
 * Answers POST /api/forms/{form}: checks the post, e-mails it to the rescue, and answers a
 * plain form post with a page (303 to thank-you, or the form again with its errors) and a
 * scripted post (Accept: application/json) with JSON.
 */
export function createFormsHandler(options: FormsHandlerOptions) {
  const {
    delivery,
    site,
    messages,
    loadPage,
    loadForm,
    now = Date.now,
    hourlyLimit = 5,
    minFillMs = 3_000,
  } = options;
  const { log = console.error } = options;
  const posts = options.posts ?? memoryPostCounter(now);
  const siteOrigin = new URL(site.siteUrl).origin;
  const english = parsedTranslator(messages[defaultLanguage]!);
  const translators = new Map<string, Translate>([[defaultLanguage, english]]);
  for (const lang of siteLanguages(site)) {
    const built = messages[lang];
    if (built) translators.set(lang, parsedTranslator(built));
  }

  /** The form's page again, in its language, with the visitor's answers and what went wrong. */
  async function formPage(form: BuiltForm, state: FormState, t: Translate): Promise<string> {
    const page = formRoutes[form.name].page.path;
    const shell = await loadPage(pathIn(t.lang, page));
    const view = createElement(FormView, { form, site, enabled: true, state });
    const drawn = renderToString(createElement(MessagesContext, { value: t }, view));
    if (!/<form\b[\s\S]*?<\/form>/.test(shell)) throw new Error(`${page} has no form`);
    // Without its script the page keeps these answers; hydrating would reset them to the shell's.
    const html = shell
      .replace(/<script\b[\s\S]*?<\/script>/g, '')
      .replace(/<form\b[\s\S]*?<\/form>/, () => drawn);
    // The title says at once that the form came back with a problem (WCAG 2.4.2).
    return withErrorTitle(html, state, t);
  }

  async function answer(request: Request, name: FormName, posted: URLSearchParams) {
    const wantsJson = (request.headers.get('Accept') ?? '').includes('application/json');
    const forms = await loadForm(name);
    if (!forms?.[defaultLanguage]) return plain(404, `Not Found: this site has no ${name} form.`);
    // The page's language, one of the site's; anything else is answered in English.
    const t = translators.get(posted.get(languageField) ?? '') ?? english;
    const form = forms[t.lang] ?? forms[defaultLanguage];
    const values = pickAnswers(form, posted);
    const thankYou = formRoutes[name].thankYou.path;

    const sent = () =>
      wantsJson
        ? json(200, { sent: true })
        : new Response(null, {
            status: 303,
            headers: { Location: pathIn(t.lang, thankYou), ...noStore },
          });
    const back = async (status: number, state: Omit<FormState, 'values'>) =>
      wantsJson
        ? json(status, state)
        : new Response(await formPage(form, { values, ...state }, t), {
            status,
            headers: { 'Content-Type': 'text/html; charset=utf-8', ...noStore },
          });

    // A robot is told all went well.
    if (filledByRobot(posted)) return sent();
    const unknown = unknownNames(form, posted, hiddenFields);
    // A page built before the questions changed is still taken: nothing it asked is lost.
    const version = posted.get(versionField);
    const stale = version !== null && version !== form.version;
    if (unknown.length > 0 && !stale) {
      const errors = Object.fromEntries(
        unknown.map((field) => [field, t('forms.unknownField', { field })]),
      );
      return back(422, { errors, problem: 'invalid' });
    }
    const notAsked = new Set(
      stale ? form.fields.flatMap(inputNames).filter((field) => !posted.has(field)) : [],
    );
    const errors = validate(form, values, t, notAsked);
    if (Object.keys(errors).length > 0) return back(422, { errors, problem: 'invalid' });
    if (tooFast(posted, minFillMs)) return back(422, { errors: {}, problem: 'too-fast' });
    if (!delivery) return back(503, { errors: {}, problem: 'unavailable' });
    let underLimit: boolean;
    try {
      underLimit = await posts(visitorOf(request), hourlyLimit, hourMs);
    } catch (error) {
      log(
        `forms: the ${name} form was not sent, as its limit could not be read: ${(error as Error).message}`,
      );
      return back(502, { errors: {}, problem: 'failed' });
    }
    if (!underLimit) return back(429, { errors: {}, problem: 'rate-limited' });
    try {
      const dropped = unknown.map((field): [string, string] => [
        field,
        posted.getAll(field).join('; '),
      ]);
      const message = composeMessage(forms[defaultLanguage], values, t.lang, english, {
        dropped,
        notAsked,
      });
      await delivery.send(message);
    } catch (error) {
      log(`forms: the ${name} form was not delivered: ${(error as Error).message}`);
      return back(502, { errors: {}, problem: 'failed' });
    }
    return sent();
  }

  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const name = url.pathname.slice(apiRoutes.forms.length);
    if (!url.pathname.startsWith(apiRoutes.forms) || !isFormName(name)) {
      return plain(404, 'Not Found');
    }
    if (request.method !== 'POST') return plain(405, 'Method Not Allowed', { Allow: 'POST' });
    const posted = await readWebForm(request, url, siteOrigin);
    return posted instanceof Response ? posted : answer(request, name, posted);
  };
}

/** What every form posts beside its questions. */
const hiddenFields = [languageField, versionField, honeypotField, elapsedField];
