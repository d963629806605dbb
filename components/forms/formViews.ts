import type { ComponentType } from 'react';
import type { FormName } from '#lib/forms/forms.ts';
import { ContactForm, type FormViewProps } from './ContactForm.tsx';
import { FosterApplicationForm } from './FosterApplicationForm.tsx';

/** The component that draws each form, for its page and for the server's answers. */
export const formViews: Record<FormName, ComponentType<FormViewProps>> = {
  contact: ContactForm,
  'foster-application': FosterApplicationForm,
};
