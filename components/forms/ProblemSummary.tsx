import type { Ref } from 'react';
import type { FormState } from '#lib/forms/forms.ts';
import type { MessageKey } from '#lib/messages/format.ts';
import { useT } from '../Messages.tsx';

interface ProblemSummaryProps {
  state: FormState;
  email: string;
  prefix: string;
  ref: Ref<HTMLDivElement>;
}

/** Says why the form came back, first thing in the form; an alert, so it is announced. */
export function ProblemSummary({ state, email, prefix, ref }: ProblemSummaryProps) {
  const t = useT();
  const { problem, errors } = state;
  // The e-mail address is a link inside the message's words.
  const withMail = (key: MessageKey) => {
    const [before, after] = t(key, { mail: '\u0000' }).split('\u0000');
    return (
      <p>
        {before}
        <a href={`mailto:${email}`}>{email}</a>
        {after}
      </p>
    );
  };
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="form-problem">
      {problem === 'invalid' && (
        <>
          <p>{t('forms.checkAnswers')}</p>
          <ul>
            {Object.entries(errors).map(([name, error]) => (
              <li key={name}>
                <a href={`#${prefix}-${name}`}>{error}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      {problem === 'too-fast' && <p>{t('forms.tooFast')}</p>}
      {problem === 'rate-limited' && withMail('forms.rateLimited')}
      {problem === 'failed' && withMail('forms.failed')}
      {problem === 'unavailable' && withMail('forms.unavailable')}
    </div>
  );
}
