import { apiRoutes } from '#lib/liveRoutes.ts';
import { elapsedField, honeypotField } from '#lib/forms/robotChecks.ts';
import { useT } from '../Messages.tsx';
import { elapsedFieldClass } from './elapsed.ts';

/**
 * Inside a list's filter form: buttons that send its filter fields (under their own names) to the
 * alerts, so a chosen search becomes a feed or an e-mail alert without any script.
 */
export function AlertSignup({ formId, enabled }: { formId: string; enabled: boolean }) {
  const t = useT();
  return (
    <div className="alert-signup">
      {enabled && (
        <fieldset>
          <legend>{t('alerts.formLegend')}</legend>
          <label htmlFor={`${formId}-alert-email`}>{t('alerts.formEmail')}</label>
          <input
            id={`${formId}-alert-email`}
            type="email"
            name="email"
            autoComplete="email"
            maxLength={254}
            aria-describedby={`${formId}-alert-hint`}
          />
          <p id={`${formId}-alert-hint`} className="alert-hint">
            {t('alerts.formHint')}
          </p>
          {/* People never see this field; robots that fill every field do (the forms' honeypot). */}
          <div className="form-trap" aria-hidden="true">
            <label>
              {t('forms.trap')}
              <input name={honeypotField} tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <input type="hidden" name={elapsedField} className={elapsedFieldClass} disabled />
          <button
            type="submit"
            className="button"
            formAction={`${apiRoutes.alerts}subscribe`}
            formMethod="post"
          >
            {t('alerts.formSubscribe')}
          </button>
        </fieldset>
      )}
      <button
        type="submit"
        className="button alert-feed"
        formAction={`${apiRoutes.alerts}feed`}
        formMethod="get"
        formNoValidate
      >
        {t('alerts.formFeed')}
      </button>
    </div>
  );
}
