import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { requiredForms, type BuiltForm, type FormName } from '../forms/forms.ts';
import { isFormName } from '../routes.ts';
import { defaultLanguage, linksIn } from '../messages/languages.ts';
import type { RecordProblem } from './problems.ts';
import type { ContentFiles } from './contentFiles.ts';
import { markdownHtml } from './contentRender.ts';
import {
  builtForm,
  formProblems,
  formsDir,
  formTranslatableFields,
  translatedForm,
  type OptionLabels,
} from './formRules.ts';
import { locateInJson } from './locate.ts';
import { translationFile, translationFileName } from './translations.ts';
import type { Dog, Form } from './types.generated.ts';

/**
 * The forms of content/forms in English and each other language: checked (their questions
 * against each other, a translation against the English), the introduction as clean HTML.
 */
export function readForms(
  files: ContentFiles,
  render: boolean,
  others: string[],
  dogs: Record<string, Dog[]>,
): Record<string, Partial<Record<FormName, BuiltForm>>> {
  const byLanguage: Record<string, Partial<Record<FormName, BuiltForm>>> = {
    [defaultLanguage]: {},
  };
  for (const lang of others) byLanguage[lang] = {};
  const folder = join(files.contentDir, formsDir);
  const names = existsSync(folder) ? readdirSync(folder).sort() : [];
  for (const name of requiredForms) {
    if (!names.includes(`${name}.json`)) {
      const file = join(folder, `${name}.json`);
      files.problem('form-missing', file, '', 'is missing: its page shows no form');
    }
  }
  for (const fileName of names) {
    if (!fileName.endsWith('.json') || translationFileName.test(fileName)) continue;
    const file = join(folder, fileName);
    // Of a form, the checks across files read only that it is there.
    const inLanguages = files.part(
      file,
      () => readForm(files, render, file, others, dogs),
      (forms) =>
        forms &&
        Object.fromEntries(
          Object.entries(forms).map(([lang, { name }]) => [lang, { name, lang } as BuiltForm]),
        ),
    );
    for (const [lang, form] of Object.entries(inLanguages ?? {})) {
      byLanguage[lang]![form.name] = form;
    }
  }
  return byLanguage;
}

/** A form in English and each other language, by language; undefined when it cannot be used. */
function readForm(
  files: ContentFiles,
  render: boolean,
  file: string,
  others: string[],
  dogs: Record<string, Dog[]>,
): Record<string, BuiltForm> | undefined {
  const name = basename(file, '.json');
  if (!isFormName(name)) {
    files.problem('form-unknown', file, '', 'is not a form the site has a page for');
    return undefined;
  }
  const english = files.readJson(file) as Form | undefined;
  if (english === undefined || !files.validate(file, english, 'form.schema.json')) return undefined;
  const problems = formProblems(english);
  for (const problem of problems) formProblem(files, file, problem);
  if (problems.length > 0) return undefined;
  const built = (lang: string, form: Form, source: string, labels?: OptionLabels) => {
    const intro =
      form.intro &&
      markdownHtml(files, render, {
        file: source,
        field: 'intro',
        markdown: form.intro,
        check: true,
      });
    const html = intro && render ? linksIn(lang, intro) : intro;
    const shown = { ...form, ...(html && { intro: html }) };
    return builtForm(name, lang, shown, english, dogs[lang] ?? [], labels);
  };
  const inLanguages: Record<string, BuiltForm> = {
    [defaultLanguage]: built(defaultLanguage, english, file),
  };
  for (const lang of others) {
    const translationPath = translationFile(file, lang);
    const words = files.readTranslation(translationPath, formTranslatableFields);
    const translation = words as Partial<Form> | undefined;
    const { form, optionLabels, problems } = translatedForm(english, translation);
    for (const problem of problems) formProblem(files, translationPath, problem);
    const valid =
      problems.length === 0 && files.validate(translationPath, form, 'form.schema.json');
    inLanguages[lang] = valid
      ? built(lang, form, translationPath, optionLabels)
      : built(defaultLanguage, english, file);
  }
  return inLanguages;
}

/** A problem of a form's file, placed at the line of the question it names. */
function formProblem(files: ContentFiles, file: string, { code, pointer, message }: RecordProblem) {
  const place = locateInJson(readFileSync(file, 'utf8'), pointer);
  files.problem(code, file, pointer, message, { place });
}
