import { copyContent, editJson } from './contentCopy.ts';

/**
 * The content of the run's build that delivers forms (global setup): the bundled content with the
 * rescue's own adoption application (no outside form embedded) and a question added to
 * content/forms/adoption.json, which no code knows.
 */
export function formsSiteContent(): string {
  const content = copyContent();
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
