import { createContext, useContext } from 'react';
import type { Answers, BuiltForm, FormState } from '#lib/forms/forms.ts';

export interface FormContextValue {
  form: BuiltForm;
  state: FormState;
  /** The answers as they stand, which say which questions are asked (`showIf`). */
  answers: Answers;
  /** Whether the page script runs: only then are questions not asked hidden. */
  scripted: boolean;
  /** Makes field ids unique on the page. */
  prefix: string;
}

export const FormContext = createContext<FormContextValue | undefined>(undefined);

export function useFormContext(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error('A form field must be inside a SiteForm');
  return context;
}
