import type { FormState } from '#lib/forms/forms.ts';

/** What a form page's title starts with when the form came back with a problem (WCAG 2.4.2). */
export const errorTitlePrefix = 'Error: ';

/**
 * The prerendered page of a form, its title starting with "Error: " when `state` carries a
 * problem: for the page the server sends back to a visitor without JavaScript.
 */
export function withErrorTitle(pageHtml: string, state: FormState): string {
  return state.problem ? pageHtml.replace('<title>', `<title>${errorTitlePrefix}`) : pageHtml;
}
