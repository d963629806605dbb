import {
  addressParts,
  inputNames,
  isAsked,
  type Answers,
  type BuiltField,
  type BuiltForm,
} from '#lib/forms/forms.ts';
import { addressPartWords } from '#lib/forms/answerChecks.ts';
import type { Translate } from '#lib/messages/translator.ts';
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

/** One line of the application: a section's heading, or an answer under its label. */
type Row = { heading: string } | { label: string; value: string };

/** What a post to an older page of the form held beyond today's questions, and left out. */
export interface Changes {
  /** Answers to questions the form no longer asks, by the name they were posted under. */
  dropped: [string, string][];
  /** Questions added after the page that sent the post was built. */
  notAsked: ReadonlySet<string>;
}

const noChanges: Changes = { dropped: [], notAsked: new Set() };

/**
 * The e-mail for one application, in English for the rescue's volunteers whatever the visitor's
 * language (`lang`, which it names): every answer under its label in the form's order (`form` is
 * the English form, `english` the English catalogue), as plain text, as HTML, and as a CSV file
 * a spreadsheet opens.
 */
export function composeMessage(
  form: BuiltForm,
  answers: Answers,
  lang: string,
  english: Translate,
  changes: Changes = noChanges,
): Message {
  const rows = form.fields.flatMap((field) => rowsOf(field, answers, english, changes.notAsked));
  const person = oneLine(`${String(answers.firstName ?? '')} ${String(answers.lastName ?? '')}`);
  const intro = `${form.title} sent from the website.\nLanguage: ${languageName(lang)}`;
  const dropped = changes.dropped.map(([name, value]) => ({ label: name, value: clean(value) }));
  const droppedNote =
    'Sent from a page built before the form changed: these answers are to questions it no longer asks.';
  const text = [
    intro,
    ...rows.map((row, index) =>
      'heading' in row
        ? `${index > 0 ? '\n' : ''}${row.heading}\n${'-'.repeat(row.heading.length)}`
        : textLine(row),
    ),
    ...(dropped.length > 0 ? [`\n${droppedNote}`, ...dropped.map(textLine)] : []),
  ].join('\n');
  const answered = rows.filter((row): row is { label: string; value: string } => 'value' in row);
  return {
    replyTo: oneLine(String(answers.email ?? '')),
    subject: `${form.title}: ${person}`,
    text: `${text.replace(intro, `${intro}\n`)}\n`,
    html: html(form.title, languageName(lang), rows, dropped, droppedNote),
    attachments: [
      {
        filename: `${form.name}-${person.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase() || 'application'}.csv`,
        contentType: 'text/csv; charset=utf-8',
        content: csv([...answered, ...dropped]),
      },
    ],
  };
}

/** A question's rows: its heading, or each of its answers (an address: each part). */
function rowsOf(
  field: BuiltField,
  answers: Answers,
  t: Translate,
  notAsked: ReadonlySet<string>,
): Row[] {
  if (field.type === 'heading') return [{ heading: field.label }];
  if (!isAsked(field, answers)) return [];
  return inputNames(field).map((name, index) => {
    const part = field.type === 'address' ? addressParts[index]! : undefined;
    const label = part ? `${field.label}: ${t(addressPartWords[part].label)}` : field.label;
    if (notAsked.has(name))
      return { label, value: '(not asked: the page was older than this question)' };
    const answer = [answers[name] ?? ''].flat().filter(Boolean);
    const words =
      field.type === 'yesNo'
        ? answer.map((value) => t(`formFields.${value as 'yes' | 'no'}`))
        : answer;
    return { label, value: clean(words.join('; ')) };
  });
}

/** An answer with its line breaks as \n and no other control characters. */
function clean(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\n\t]/gu, '');
}

function textLine({ label, value }: { label: string; value: string }): string {
  if (value === '') return `${label}: (not given)`;
  // Long answers start on their own line, indented, so they read apart from the labels.
  return value.includes('\n') ? `${label}:\n${value.replace(/^/gm, '  ')}` : `${label}: ${value}`;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (char) => escapes[char]!);

function html(
  title: string,
  language: string,
  rows: Row[],
  dropped: { label: string; value: string }[],
  droppedNote: string,
): string {
  const answer = ({ label, value }: { label: string; value: string }) =>
    `<dt style="font-weight:bold;margin-top:0.75em">${escape(label)}</dt>` +
    `<dd style="margin:0">${value ? escape(value).replace(/\n/g, '<br>') : '<i>(not given)</i>'}</dd>`;
  const body = rows
    .map((row) => ('heading' in row ? `</dl><h2>${escape(row.heading)}</h2><dl>` : answer(row)))
    .join('');
  const more =
    dropped.length > 0
      ? `<p>${escape(droppedNote)}</p><dl>${dropped.map(answer).join('')}</dl>`
      : '';
  return (
    `<!doctype html><html lang="en"><body style="font-family:sans-serif">` +
    `<h1>${escape(title)}</h1><p>Sent from the website. Language: ${escape(language)}</p>` +
    `<dl>${body}</dl>${more}</body></html>`
  ).replace(/<dl><\/dl>/g, '');
}

/**
 * The answers as a CSV file a spreadsheet opens: a row of labels, a row of answers. UTF-8 with a
 * byte-order mark (which tells spreadsheets the encoding); an answer that a spreadsheet would
 * read as a formula starts with an apostrophe.
 */
function csv(rows: { label: string; value: string }[]): string {
  const cell = (text: string) => {
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  const line = (cells: string[]) => cells.map(cell).join(',');
  return `\uFEFF${line(rows.map((row) => row.label))}\r\n${line(rows.map((row) => row.value))}\r\n`;
}
