import type { Ref } from 'react';
import type { FormState } from '#lib/forms/forms.ts';
import { Message, useT } from '../Messages.tsx';

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
  const mail = { mail: <a href={`mailto:${email}`}>{email}</a> };
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
      {problem === 'rate-limited' && (
        <p>
          <Message id="forms.rateLimited" parts={mail} />
        </p>
      )}
      {problem === 'failed' && (
        <p>
          <Message id="forms.failed" parts={mail} />
        </p>
      )}
      {problem === 'unavailable' && (
        <p>
          <Message id="forms.unavailable" parts={mail} />
        </p>
      )}
    </div>
  );
}
