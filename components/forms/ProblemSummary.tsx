import type { Ref } from 'react';
import type { FormState } from '#lib/forms/forms.ts';

interface ProblemSummaryProps {
  state: FormState;
  email: string;
  prefix: string;
  ref: Ref<HTMLDivElement>;
}

/** Says why the form came back, first thing in the form; an alert, so it is announced. */
export function ProblemSummary({ state, email, prefix, ref }: ProblemSummaryProps) {
  const { problem, errors } = state;
  const mail = <a href={`mailto:${email}`}>{email}</a>;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="form-problem">
      {problem === 'invalid' && (
        <>
          <p>Please check these answers:</p>
          <ul>
            {Object.entries(errors).map(([name, error]) => (
              <li key={name}>
                <a href={`#${prefix}-${name}`}>{error}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      {problem === 'too-fast' && (
        <p>That was quick! Please take a moment to check your answers, then send them again.</p>
      )}
      {problem === 'rate-limited' && (
        <p>
          Several messages were just sent from your connection, so this one was not sent. Your
          answers are still here: please try again in an hour, or e-mail them to us at {mail}.
        </p>
      )}
      {problem === 'failed' && (
        <p>
          Sorry, this did not send: something went wrong on our side. Your answers are still here:
          please try again later, or e-mail them to us at {mail}.
        </p>
      )}
      {problem === 'unavailable' && (
        <p>
          Online sending is not available right now, so this was not sent. Your answers are still
          here: please e-mail them to us at {mail}.
        </p>
      )}
    </div>
  );
}
