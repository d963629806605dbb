import { alertWords as words } from '#lib/alerts/words.ts';
import { elapsedField, honeypotField } from '#lib/forms/robotChecks.ts';
import { elapsedFieldClass } from './elapsed.ts';

export const alertsEndpoint = '/api/alerts/';

/**
 * Inside a list's filter form: buttons that send its filter fields (under their own names) to the
 * alerts, so a chosen search becomes a feed or an e-mail alert without any script.
 */
export function AlertSignup({ formId, enabled }: { formId: string; enabled: boolean }) {
  return (
    <div className="alert-signup">
      {enabled && (
        <fieldset>
          <legend>{words.form.legend}</legend>
          <label htmlFor={`${formId}-alert-email`}>{words.form.email}</label>
          <input
            id={`${formId}-alert-email`}
            type="email"
            name="email"
            autoComplete="email"
            maxLength={254}
            aria-describedby={`${formId}-alert-hint`}
          />
          <p id={`${formId}-alert-hint`} className="alert-hint">
            {words.form.hint}
          </p>
          {/* People never see this field; robots that fill every field do (the forms' honeypot). */}
          <div className="form-trap" aria-hidden="true">
            <label>
              Leave this empty
              <input name={honeypotField} tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <input type="hidden" name={elapsedField} className={elapsedFieldClass} disabled />
          <button
            type="submit"
            className="button"
            formAction={`${alertsEndpoint}subscribe`}
            formMethod="post"
          >
            {words.form.subscribe}
          </button>
        </fieldset>
      )}
      <button
        type="submit"
        className="button alert-feed"
        formAction={`${alertsEndpoint}feed`}
        formMethod="get"
        formNoValidate
      >
        {words.form.feed}
      </button>
    </div>
  );
}
