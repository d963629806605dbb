import type { HTMLInputAutoCompleteAttribute, HTMLAttributes } from 'react';
import { fieldAttributes } from '#lib/forms/validate.ts';
import { useT } from '../Messages.tsx';
import { useFormContext } from './FormContext.ts';

interface FieldProps {
  name: string;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Only where the schema has no format for it, such as "tel". */
  type?: string;
  /** Makes the field a textarea of this many rows. */
  rows?: number;
}

/** A labelled field whose checks come from the form's schema, with its error beside it. */
export function Field({ name, autoComplete, inputMode, type, rows }: FieldProps) {
  const { form, state, prefix } = useFormContext();
  const t = useT();
  const { label, pattern, type: schemaType, ...checks } = fieldAttributes(form, name);
  const id = `${prefix}-${name}`;
  const error = state.errors[name];
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    autoComplete,
    defaultValue: state.values[name],
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...checks,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {t(label)}
        {!checks.required && <span className="field-hint">{t('forms.optional')}</span>}
      </label>
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
      {rows ? (
        <textarea rows={rows} {...common} />
      ) : (
        <input type={type ?? schemaType} inputMode={inputMode} pattern={pattern} {...common} />
      )}
    </div>
  );
}
