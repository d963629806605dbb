import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyContent, editJson } from './contentCopy.ts';

/** A dog of that content written in English only: the Spanish suite looks at its pages. */
export const englishOnlyDog = {
  file: 'newcomer',
  name: 'Hazel',
  description: 'Hazel loves long walks and naps in the sun.',
};

/**
 * The content of the run's build that delivers forms (global setup): the bundled content with the
 * rescue's own adoption application (no outside form embedded) and a question added to
 * content/forms/adoption.json, which no code knows; and a dog with no Spanish yet
 * (englishOnlyDog), so that no suite builds the site again for it.
 */
export function formsSiteContent(): string {
  const content = copyContent();
  const { file, name, description } = englishOnlyDog;
  copyFileSync(join(content, 'dogs/1.json'), join(content, `dogs/${file}.json`));
  editJson(content, `dogs/${file}.json`, (dog) => {
    Object.assign(dog, { dogName: name, dogID: 'GSD-2026-77', dogDescription: description });
  });
  editJson(content, 'site.json', (facts) => {
    delete (facts.forms as Record<string, unknown>).adoptionApplicationEmbed;
  });
  editJson(content, 'forms/adoption.json', (form) => {
    (form.fields as unknown[]).push({
      name: 'crateTraining',
      label: 'Will you crate-train your dog?',
      type: 'yesNo',
      required: true,
    });
  });
  return content;
}
