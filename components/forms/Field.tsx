import type { ReactNode } from 'react';
import { addressParts, isAsked, yesNo, type BuiltField } from '#lib/forms/forms.ts';
import { addressPartWords, inputRules } from '#lib/forms/answerChecks.ts';
import { useT } from '../Messages.tsx';
import { useFormContext } from './FormContext.ts';

/**
 * A question of a form, drawn from its definition: its label, help and error beside it, and the
 * attributes that make the browser check what the server checks.
 */
export function Field({ field }: { field: BuiltField }) {
  const { form, answers, scripted, prefix } = useFormContext();
  const t = useT();
  const id = `${prefix}-${field.name}`;
  if (field.type === 'heading') return <h2 id={id}>{field.label}</h2>;
  // Without the page script every question shows, and says when it is asked.
  const asked = isAsked(field, answers);
  const condition = field.showIf && form.fields.find(({ name }) => name === field.showIf!.field);
  const hint =
    condition && !scripted
      ? t('forms.askedIf', {
          question: condition.label,
          answer: answerLabel(condition, field.showIf!.equals, t),
        })
      : undefined;
  // One wrapper whether shown or not, so that hiding keeps what the visitor wrote.
  const wrap = (inner: ReactNode) =>
    field.showIf ? <div hidden={scripted && !asked}>{inner}</div> : inner;
  if (field.type === 'address') {
    return wrap(
      <fieldset>
        <legend>{field.label}</legend>
        {hint && <p className="field-help">{hint}</p>}
        {addressParts.map((part) => (
          <Input
            key={part}
            field={field}
            name={`${field.name}-${part}`}
            autoComplete={addressPartWords[part].autoComplete}
            inputMode={part === 'zip' ? 'numeric' : undefined}
          />
        ))}
      </fieldset>,
    );
  }
  // The available dogs when there are none: nothing to choose, so nothing to ask.
  if (field.options?.length === 0) return null;
  if (field.type === 'choice' || field.type === 'choices' || field.type === 'yesNo') {
    return wrap(<Options field={field} hint={hint} />);
  }
  return wrap(<Input field={field} name={field.name} hint={hint} />);
}

/** The words of an answer: an option's in the page's language, or Yes or No. */
function answerLabel(field: BuiltField, value: string, t: ReturnType<typeof useT>): string {
  if (field.type === 'yesNo') return t(value === 'yes' ? 'formFields.yes' : 'formFields.no');
  return field.options?.find((option) => option.value === value)?.label ?? value;
}

/** The ids and attributes an answer's help and error give its input. */
function useDescribed(name: string, help: string | undefined) {
  const { state, prefix } = useFormContext();
  const id = `${prefix}-${name}`;
  const error = state.errors[name];
  const described = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    error,
    helpText: help && (
      <p className="field-help" id={`${id}-help`}>
        {help}
      </p>
    ),
    errorText: error && (
      <p className="field-error" id={`${id}-error`}>
        {error}
      </p>
    ),
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described || undefined,
    },
  };
}

interface InputProps {
  field: BuiltField;
  name: string;
  hint?: string;
  autoComplete?: string;
  inputMode?: 'numeric';
}

/** A labelled text box (or several lines), with the checks of its kind. */
function Input({ field, name, hint, autoComplete, inputMode }: InputProps) {
  const { state } = useFormContext();
  const t = useT();
  const rules = inputRules(field, t)[name]!;
  const help = [field.type === 'address' ? undefined : field.help, hint].filter(Boolean).join(' ');
  const { id, helpText, errorText, aria } = useDescribed(name, help || undefined);
  // A question asked only after some answer cannot be required by the browser, which sees them all.
  const required = rules.required && !field.showIf;
  const value = state.values[name];
  const common = {
    id,
    name,
    autoComplete: autoComplete ?? field.autocomplete ?? defaultAutoComplete[field.type],
    defaultValue: typeof value === 'string' ? value : undefined,
    required,
    ...aria,
  };
  const type = inputTypes[field.type];
  return (
    <div className="field">
      <label htmlFor={id}>
        {rules.label}
        {!rules.required && <span className="field-hint">{t('forms.optional')}</span>}
      </label>
      {helpText}
      {errorText}
      {field.type === 'longText' ? (
        <textarea rows={6} maxLength={rules.maxLength} {...common} />
      ) : (
        <input
          type={type}
          inputMode={inputMode ?? (field.type === 'number' ? 'decimal' : undefined)}
          // The browser checks a number's and a date's shape itself.
          pattern={type === 'text' || type === 'tel' ? unanchored(rules.pattern) : undefined}
          maxLength={type === 'number' || type === 'date' ? undefined : rules.maxLength}
          min={field.minimum}
          max={field.maximum}
          {...common}
        />
      )}
    </div>
  );
}

/** A choice of one (radio buttons), choices of several (check boxes), or yes and no. */
function Options({ field, hint }: { field: BuiltField; hint?: string }) {
  const { state } = useFormContext();
  const t = useT();
  const help = [field.help, hint].filter(Boolean).join(' ');
  const { id, helpText, errorText, aria } = useDescribed(field.name, help || undefined);
  const options =
    field.type === 'yesNo'
      ? yesNo.map((value) => ({ value, label: answerLabel(field, value, t), dog: undefined }))
      : (field.options ?? []);
  const chosen = [state.values[field.name] ?? []].flat();
  const several = field.type === 'choices';
  // Check boxes cannot say "at least one" to the browser: the server does.
  const required = (field.required ?? false) && !field.showIf && !several;
  return (
    <fieldset aria-describedby={aria['aria-describedby']}>
      <legend>
        {field.label}
        {!field.required && <span className="field-hint">{t('forms.optional')}</span>}
      </legend>
      {helpText}
      {errorText}
      <div className="options">
        {options.map((option, index) => (
          <label className="option" key={option.value}>
            <input
              type={several ? 'checkbox' : 'radio'}
              // The first takes the question's id, which the error summary links to.
              id={index === 0 ? id : `${id}-${index + 1}`}
              name={field.name}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              required={required}
              data-dog={option.dog}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const inputTypes: Partial<Record<BuiltField['type'], string>> = {
  text: 'text',
  email: 'email',
  phone: 'tel',
  date: 'date',
  number: 'number',
  address: 'text',
};

const defaultAutoComplete: Partial<Record<BuiltField['type'], string>> = {
  email: 'email',
  phone: 'tel',
};

/** The pattern attribute is anchored by the browser. */
function unanchored(pattern: string | undefined): string | undefined {
  return pattern?.replace(/^\^/, '').replace(/\$$/, '');
}
