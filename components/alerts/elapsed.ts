import { elapsedField } from '#lib/forms/forms.ts';

/**
 * Before a sign-up leaves, tells the server how long the page had been open, as the forms' script
 * does: posts quicker than a person are sent back. Without JavaScript nothing is timed.
 */
export function stampElapsed(form: HTMLFormElement, submitter: unknown, since: number): void {
  if (!(submitter instanceof HTMLButtonElement) || !submitter.formAction.endsWith('/subscribe')) {
    return;
  }
  const field =
    form.querySelector<HTMLInputElement>(`input[name="${elapsedField}"]`) ??
    form.appendChild(
      Object.assign(document.createElement('input'), { type: 'hidden', name: elapsedField }),
    );
  field.value = String(Math.round(performance.now() - since));
}
