import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  forms,
  formsEndpoint,
  languageField,
  type FormName,
  type FormState,
} from '#lib/forms/forms.ts';
import { elapsedField, honeypotField } from '#lib/forms/robotChecks.ts';
import { useT } from '../Messages.tsx';
import { FormContext } from './FormContext.ts';
import { ProblemSummary } from './ProblemSummary.tsx';
import { ThankYou } from './ThankYou.tsx';

interface SiteFormProps {
  name: FormName;
  /** Whether this build delivers forms; when not, the form says how to write instead. */
  enabled: boolean;
  /** The address visitors can write to when the form cannot send. */
  email: string;
  /** Shown instead of sending when forms are not enabled. */
  offline: ReactNode;
  /** The answers and errors of a post the server sent back. */
  state?: FormState;
  labelledBy?: string;
  children: ReactNode;
}

const emptyState: FormState = { values: {}, errors: {} };

/**
 * A form that posts to its endpoint and works without JavaScript; once hydrated it sends
 * without reloading, shows errors in place and keeps the visitor's answers.
 */
export function SiteForm(props: SiteFormProps) {
  const { name, enabled, email, offline, labelledBy, children } = props;
  const t = useT();
  const [state, setState] = useState(props.state ?? emptyState);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const interactiveAt = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const context = { form: forms[name], state, prefix: name };

  useEffect(() => {
    interactiveAt.current = performance.now();
    // Once scripted, the server's messages replace the browser's bubbles: one set of words.
    if (formRef.current) formRef.current.noValidate = true;
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
        <FormContext value={context}>{children}</FormContext>
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
    const body = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') body.append(key, value);
    }
    body.set(elapsedField, String(Math.round(performance.now() - interactiveAt.current)));
    setSending(true);
    const answer = await send(`${formsEndpoint}${name}`, body);
    setSending(false);
    if (answer === 'sent') {
      setSent(true);
      return;
    }
    setState({ values: state.values, ...answer });
    summary.current?.focus();
  }

  return (
    <form
      className="form"
      method="post"
      action={`${formsEndpoint}${name}`}
      data-form={name}
      aria-labelledby={labelledBy}
      ref={formRef}
      onSubmit={submit}
    >
      <ProblemSummary ref={summary} state={state} email={email} prefix={name} />
      {/* The server answers in the page's language, and tells the rescue which one it was. */}
      <input type="hidden" name={languageField} value={t.lang} />
      <FormContext value={context}>{children}</FormContext>
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
