import { forms, type Answers, type FormName } from '#lib/forms/forms.ts';
import type { Message } from './delivery.ts';

// Control characters (line breaks included) never reach a mail header.
const controls = /[\p{Cc}\u2028\u2029]+/gu;

function oneLine(value: string): string {
  return value.replace(controls, ' ').trim();
}

/** The plain-text e-mail for one submission: every answer under its label. */
export function composeMessage(name: FormName, answers: Answers): Message {
  const { schema } = forms[name];
  const person = oneLine(`${answers.firstName ?? ''} ${answers.lastName ?? ''}`);
  const lines = Object.entries(schema.properties).map(([field, { title }]) => {
    const value = (answers[field] ?? '').replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\n\t]/gu, '');
    if (value === '') return `${title}: (not given)`;
    // Long answers start on their own line, indented, so they read apart from the labels.
    return value.includes('\n') ? `${title}:\n${value.replace(/^/gm, '  ')}` : `${title}: ${value}`;
  });
  return {
    replyTo: oneLine(answers.email ?? ''),
    subject: `${schema.title}: ${person}`,
    text: `${schema.title} sent from the website.\n\n${lines.join('\n')}\n`,
  };
}
