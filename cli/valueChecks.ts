import type { inEditorStyle } from '#lib/content/rules.ts';
import type { validatorFor } from '#lib/content/validators.ts';

// What checks a typed value (a flag, an answer): the schemas' validators and the editor's Markdown
// style (marked). They are large, and `rescue --help` needs neither: main() loads them once a
// command is chosen, before its flags are read.
let checks: { validatorFor: typeof validatorFor; inEditorStyle: typeof inEditorStyle } | undefined;

export async function loadValueChecks(): Promise<void> {
  const [{ validatorFor }, { inEditorStyle }] = await Promise.all([
    import('#lib/content/validators.ts'),
    import('#lib/content/rules.ts'),
  ]);
  checks = { validatorFor, inEditorStyle };
}

export function valueChecks(): NonNullable<typeof checks> {
  if (!checks) throw new Error('a value checked before loadValueChecks()');
  return checks;
}
