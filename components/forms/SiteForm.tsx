import { apiRoutes } from '#lib/liveRoutes.ts';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  languageField,
  versionField,
  type Answers,
  type BuiltForm,
  type FormState,
} from '#lib/forms/forms.ts';
import { elapsedField, honeypotField } from '#lib/forms/robotChecks.ts';
import { pickAnswers, validate } from '#lib/forms/answerChecks.ts';
import { useT } from '../Messages.tsx';
import { Field } from './Field.tsx';
import { FormContext } from './FormContext.ts';
import { ProblemSummary } from './ProblemSummary.tsx';
import { ThankYou } from './ThankYou.tsx';

interface SiteFormProps {
  form: BuiltForm;
  /** Whether this build delivers forms; when not, the form says how to write instead. */
  enabled: boolean;
  /** The address visitors can write to when the form cannot send. */
  email: string;
  /** Shown instead of sending when forms are not enabled. */
  offline: ReactNode;
  /** The answers and errors of a post the server sent back. */
  state?: FormState;
}

const emptyState: FormState = { values: {}, errors: {} };

/**
 * A form drawn from its definition (content/forms) that posts to its endpoint and works without
 * JavaScript; once hydrated it checks the answers by the same rules as the server, asks only the
 * questions the answers call for, sends without reloading and keeps the visitor's answers.
 */
export function SiteForm(props: SiteFormProps) {
  const { form, enabled, email, offline } = props;
  const { name } = form;
  const t = useT();
  const [state, setState] = useState(props.state ?? emptyState);
  const [answers, setAnswers] = useState<Answers>(state.values);
  const [scripted, setScripted] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const interactiveAt = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const context = { form, state, answers, scripted, prefix: name };
  const first = form.fields[0];
  const labelledBy = first?.type === 'heading' ? `${name}-${first.name}` : undefined;
  const fields = form.fields.map((field) => <Field key={field.name} field={field} />);

  const read = () => pickAnswers(form, new URLSearchParams(formBody(formRef.current!)));
  useEffect(() => {
    interactiveAt.current = performance.now();
    const element = formRef.current;
    if (!element) return;
    // Once scripted, the server's messages replace the browser's bubbles: one set of words.
    element.noValidate = true;
    // A dog's page links here naming the dog (?dog=id): it is ticked.
    for (const dog of new URLSearchParams(location.search).getAll('dog')) {
      const box = element.querySelector<HTMLInputElement>(`input[data-dog="${CSS.escape(dog)}"]`);
      if (box) box.checked = true;
    }
    setAnswers(read());
    setScripted(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page script starts
  }, []);
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);
  // A form that came back says so first in the title, as the server's page does (withErrorTitle).
  const failed = state.problem !== undefined && !sent;
  useEffect(() => {
    const prefix = t('forms.errorTitlePrefix');
    const title = document.title.replace(prefix, '');
    document.title = failed ? prefix + title : title;
  }, [failed, t]);

  if (!enabled) {
    return (
      <form className="form" aria-labelledby={labelledBy}>
        <FormContext value={context}>{fields}</FormContext>
        <p id={`${name}-how`} className="note">
          {offline}
        </p>
        <button type="submit" disabled aria-describedby={`${name}-how`}>
          {t('forms.submit')}
        </button>
      </form>
    );
  }

  if (sent) {
    return (
      <div ref={thanks} tabIndex={-1} className="form-sent">
        <ThankYou form={name} level={2} />
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const body = formBody(event.currentTarget);
    // The same rules as the server's, in the same words: no round trip for a missing answer.
    const values = pickAnswers(form, body);
    const errors = validate(form, values, t);
    if (Object.keys(errors).length > 0) {
      setState({ values, errors, problem: 'invalid' });
      summary.current?.focus();
      return;
    }
    body.set(elapsedField, String(Math.round(performance.now() - interactiveAt.current)));
    setSending(true);
    const answer = await send(`${apiRoutes.forms}${name}`, body);
    setSending(false);
    if (answer === 'sent') {
      setSent(true);
      return;
    }
    setState({ values, ...answer });
    summary.current?.focus();
  }

  return (
    <form
      className="form"
      method="post"
      action={`${apiRoutes.forms}${name}`}
      data-form={name}
      aria-labelledby={labelledBy}
      ref={formRef}
      onSubmit={submit}
      onChange={() => setAnswers(read())}
    >
      <ProblemSummary ref={summary} state={state} email={email} prefix={name} />
      {/* The server answers in the page's language, and tells the rescue which one it was. */}
      <input type="hidden" name={languageField} value={t.lang} />
      <input type="hidden" name={versionField} value={form.version} />
      <FormContext value={context}>{fields}</FormContext>
      <div className="form-trap" aria-hidden="true">
        <label>
          {t('forms.trap')}
          <input name={honeypotField} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <button type="submit" aria-disabled={sending || undefined}>
        {sending ? t('forms.sending') : t('forms.submit')}
      </button>
      {/* The button's new name is not announced by itself: this status is. */}
      <p className="visually-hidden" role="status">
        {sending ? t('forms.sending') : ''}
      </p>
    </form>
  );
}

/** A form's fields as a plain post sends them. */
function formBody(form: HTMLFormElement): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string') body.append(key, value);
  }
  return body;
}

/** Posts the answers as a plain form would; 'sent', or what to show the visitor. */
async function send(
  url: string,
  body: URLSearchParams,
): Promise<'sent' | Omit<FormState, 'values'>> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
    });
    if (response.ok) return 'sent';
    const answer = (await response.json()) as Partial<FormState>;
    return { errors: answer.errors ?? {}, problem: answer.problem ?? 'failed' };
  } catch {
    return { errors: {}, problem: 'failed' };
  }
}
