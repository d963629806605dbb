import type { FormState } from '#lib/forms/forms.ts';
import type { Translate } from '#lib/messages/translator.ts';

/**
 * The prerendered page of a form, its title starting with "Error: " when `state` carries a
 * problem: for the page the server sends back to a visitor without JavaScript.
 */
export function withErrorTitle(pageHtml: string, state: FormState, t: Translate): string {
  const prefix = t('forms.errorTitlePrefix');
  return state.problem ? pageHtml.replace('<title>', `<title>${prefix}`) : pageHtml;
}
