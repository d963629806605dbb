import { forms, type Answers, type FormName } from '#lib/forms/forms.ts';
import { wordsOf } from '#lib/forms/validate.ts';
import type { Translate } from '#lib/messages/format.ts';
import type { Message } from './delivery.ts';

// Control characters (line breaks included) never reach a mail header.
const controls = /[\p{Cc}\u2028\u2029]+/gu;

function oneLine(value: string): string {
  return value.replace(controls, ' ').trim();
}

/** A language's name in English, with its code: "Spanish (es)". */
export function languageName(lang: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'language' }).of(lang);
  } catch {
    name = undefined;
  }
  return name && name !== lang ? `${name} (${lang})` : lang;
}

/**
 * The plain-text e-mail for one submission, in English for the rescue's volunteers whatever the
 * visitor's language (`lang`, which it names): every answer under its English label (`english`
 * is the English catalogue's translator).
 */
export function composeMessage(
  name: FormName,
  answers: Answers,
  lang: string,
  english: Translate,
): Message {
  const form = forms[name];
  const { schema } = form;
  const person = oneLine(`${answers.firstName ?? ''} ${answers.lastName ?? ''}`);
  const lines = Object.keys(schema.properties).map((field) => {
    const title = english(wordsOf(form, field).label);
    const value = (answers[field] ?? '').replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\n\t]/gu, '');
    if (value === '') return `${title}: (not given)`;
    // Long answers start on their own line, indented, so they read apart from the labels.
    return value.includes('\n') ? `${title}:\n${value.replace(/^/gm, '  ')}` : `${title}: ${value}`;
  });
  return {
    replyTo: oneLine(answers.email ?? ''),
    subject: `${schema.title}: ${person}`,
    text: `${schema.title} sent from the website.\nLanguage: ${languageName(lang)}\n\n${lines.join('\n')}\n`,
  };
}
