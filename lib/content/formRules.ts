import type { RecordProblem } from './problems.ts';
import type { Dog, Form } from './types.generated.ts';
import {
  languageField,
  versionField,
  versionOf,
  yesNo,
  type BuiltField,
  type BuiltForm,
  type FormName,
} from '../forms/forms.ts';
import { elapsedField, honeypotField } from '../forms/robotChecks.ts';
import { isTakingApplications } from './dogLife.ts';

/** content/forms/<name>.json: a form's questions, and <name>.es.json their words in Spanish. */
export const formsDir = 'forms';

/** The fields of a form a translation may give (within `fields`: each question's words). */
export const formTranslatableFields = ['title', 'intro', 'fields'] as const;

const reservedNames = new Set([languageField, versionField, honeypotField, elapsedField]);

/** A translation's words of each choice's options, by the question's name, in the English order. */
export type OptionLabels = Record<string, string[]>;

const isChoice = (type: string) => type === 'choice' || type === 'choices';

/** What a form that passed its schema can still get wrong: names, conditions, options. */
export function formProblems(form: Form): RecordProblem[] {
  const problems: RecordProblem[] = [];
  const earlier = new Map<string, Form['fields'][number]>();
  form.fields.forEach((field, index) => {
    const at = `/fields/${index}`;
    if (earlier.has(field.name)) {
      problems.push({
        code: 'form-field-duplicate',
        pointer: `${at}/name`,
        message: `"${field.name}" names an earlier question too`,
      });
    }
    if (reservedNames.has(field.name)) {
      problems.push({
        code: 'form-field-reserved',
        pointer: `${at}/name`,
        message: `"${field.name}" is the name of a hidden field every form posts`,
      });
    }
    if (isChoice(field.type) && !field.options?.length && !field.optionsFrom) {
      problems.push({
        code: 'form-options-missing',
        pointer: `${at}/options`,
        message: `"${field.name}" is a ${field.type} with no options`,
      });
    }
    if (field.showIf) {
      const asked = earlier.get(field.showIf.field);
      const answers = !asked
        ? undefined
        : asked.type === 'yesNo'
          ? [...yesNo]
          : isChoice(asked.type) && !asked.optionsFrom
            ? (asked.options ?? [])
            : undefined;
      if (!asked || asked.type === 'heading') {
        problems.push({
          code: 'form-condition-unknown',
          pointer: `${at}/showIf/field`,
          message: `"${field.showIf.field}" names no earlier question`,
        });
      } else if (!answers?.includes(field.showIf.equals)) {
        const choices = answers ? `: ${answers.join(', ')}` : '';
        problems.push({
          code: 'form-condition-unknown',
          pointer: `${at}/showIf/equals`,
          message: `"${field.showIf.equals}" is not an answer of "${asked.name}"${choices}`,
        });
      }
    }
    earlier.set(field.name, field);
  });
  return problems;
}

/**
 * The English form with a translation's words: the title, the introduction, and each question's
 * label, help and options, matched by name. What is not words (names, kinds, limits, conditions)
 * stays the English form's, so a post is the same in every language.
 */
export function translatedForm(
  english: Form,
  translation: Partial<Form> | undefined,
): { form: Form; optionLabels: OptionLabels; problems: RecordProblem[] } {
  const problems: RecordProblem[] = [];
  const optionLabels: OptionLabels = {};
  const words = new Map((translation?.fields ?? []).map((field) => [field.name, field]));
  (translation?.fields ?? []).forEach((field, index) => {
    if (!english.fields.some(({ name }) => name === field.name)) {
      problems.push({
        code: 'form-translation-mismatch',
        pointer: `/fields/${index}/name`,
        message: `"${field.name}" names no question of the English form`,
      });
    }
  });
  const fields = english.fields.map((field) => {
    const translated = words.get(field.name);
    if (!translated) return field;
    const options = translated.options;
    if (options && options.length !== field.options?.length) {
      const at = translation!.fields!.indexOf(translated);
      problems.push({
        code: 'form-translation-mismatch',
        pointer: `/fields/${at}/options`,
        message: `has ${options.length} options; the English "${field.name}" has ${field.options?.length ?? 0}`,
      });
    }
    if (options && options.length === field.options?.length) optionLabels[field.name] = options;
    return {
      ...field,
      ...(translated.label && { label: translated.label }),
      ...(translated.help && { help: translated.help }),
    };
  });
  return {
    form: {
      ...english,
      ...(translation?.title && { title: translation.title }),
      ...(translation?.intro && { intro: translation.intro }),
      fields: fields as Form['fields'],
    },
    optionLabels,
    problems,
  };
}

/**
 * The form as pages draw it and hosts check it: options resolved (the available dogs, or the
 * written options with their words in `lang`), the introduction as given (HTML when the loader
 * made it so), and the version of the English questions.
 */
export function builtForm(
  name: FormName,
  lang: string,
  form: Form,
  english: Form,
  dogs: Pick<Dog, 'id' | 'dogName' | 'dogID' | 'dogAdoptionStatus'>[],
  optionLabels: OptionLabels = {},
): BuiltForm {
  const available = dogs.filter(isTakingApplications);
  const fields = form.fields.map((field): BuiltField => {
    const { options, optionsFrom, ...rest } = field;
    if (optionsFrom === 'availableDogs') {
      return {
        ...rest,
        options: available.map((dog) => ({
          value: `${dog.dogName} (${dog.dogID})`,
          label: dog.dogName,
          dog: dog.id,
        })),
      };
    }
    if (!options) return rest;
    return {
      ...rest,
      options: options.map((value, i) => ({
        value,
        label: optionLabels[field.name]?.[i] ?? value,
      })),
    };
  });
  return {
    name,
    lang,
    title: form.title,
    ...(form.intro && { intro: form.intro }),
    fields,
    version: versionOf(english.fields),
  };
}
