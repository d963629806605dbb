import { createContext, useContext } from 'react';
import type { FormDefinition, FormState } from '#lib/forms/forms.ts';

export interface FormContextValue {
  form: FormDefinition;
  state: FormState;
  /** Makes field ids unique on the page. */
  prefix: string;
}

export const FormContext = createContext<FormContextValue | undefined>(undefined);

export function useFormContext(): FormContextValue {
  const context = useContext(FormContext);
  if (!context) throw new Error('A form field must be inside a SiteForm');
  return context;
}
