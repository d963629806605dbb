/** The sign-up's timing field (AlertSignup.tsx), prerendered switched off: it posts nothing. */
export const elapsedFieldClass = 'alert-elapsed';

/**
 * Before a sign-up leaves, tells the server how long the page had been open, as the forms' script
 * does: posts quicker than a person are sent back. Without JavaScript nothing is timed. The field
 * is found by its class, so this script needs neither its name nor the forms' module.
 */
export function stampElapsed(form: HTMLFormElement, submitter: unknown, since: number): void {
  const field = form.querySelector<HTMLInputElement>(`.${elapsedFieldClass}`);
  if (!field) return;
  field.disabled = !(
    // The sign-up posts; the feed button only opens the feed (a GET), which is never timed.
    submitter instanceof HTMLButtonElement && submitter.formMethod === 'post'
  );
  field.value = String(Math.round(performance.now() - since));
}
