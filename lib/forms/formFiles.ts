import { builtFormPath, type BuiltForms, type FormName } from './forms.ts';
import type { SiteFile, SiteInputs } from '../siteFiles.ts';

/**
 * Each form in every language, as its pages were drawn, for the hosts that check its posts: under
 * /api/forms/, which the hosts answer themselves, so the files are read by them and never served.
 */
export function formFiles({ content }: SiteInputs): SiteFile[] {
  const languages = [content, ...Object.values(content.translations)];
  // An outside application embedded on the page (site.json) takes the place of the rescue's own.
  const embedded = content.site.forms?.adoptionApplicationEmbed;
  const shown = (Object.keys(content.forms) as FormName[]).filter(
    (name) => !(name === 'adoption' && embedded),
  );
  return shown.map((name) => {
    const forms: BuiltForms = Object.fromEntries(
      languages.map((language) => [language.lang, language.forms[name]!]),
    );
    return { path: builtFormPath(name), body: JSON.stringify(forms) };
  });
}
