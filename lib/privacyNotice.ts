import type { Content } from './content/types.ts';
import { isSampleSite } from './content/sampleRescue.ts';
import { listIn } from './messages/siteWords.ts';
import type { Site } from './content/types.generated.ts';
import { formsEnabled } from './forms/enabled.ts';
import { headerPolicy } from './headers.ts';
import { formRoutes, type FormName } from './routes.ts';

/**
 * What the privacy notice says, read at build from what the site does: its forms and their
 * questions, whether it sends (forms and alerts alike), and the other hosts a browser meets there,
 * as the security headers allow them (lib/headers.ts).
 */
export interface PrivacyFacts {
  /** Each of the site's own forms: its page, its title and its questions, in the page's language. */
  forms: { name: FormName; path: string; title: string; questions: string[] }[];
  /** Whether this build sends forms and offers e-mail alerts (the alerts' sign-up shows with forms). */
  sending: boolean;
  /** The host the adoption form is embedded from, if it is. */
  formHost?: string;
  /** The hosts the listing service's photos come from, when the site lists its animals, as prose. */
  photoHosts?: string;
}

/**
 * Whether the site writes a privacy notice, linked from every form: not for the sample rescue, whose
 * pages stay the specification's, word for word.
 */
export const writesPrivacyNotice = (site: Site) => !isSampleSite(site);

/** The privacy notice's facts for one language's content, where the site writes one. */
export function privacyFacts(content: Content, sending = formsEnabled()): PrivacyFacts | undefined {
  const { site, forms, lang } = content;
  if (!writesPrivacyNotice(site)) return undefined;
  const embed = site.forms?.adoptionApplicationEmbed;
  const { frameOrigins, imageOrigins } = headerPolicy(embed);
  const host = (origin: string) => new URL(origin).host;
  return {
    forms: (Object.keys(formRoutes) as FormName[]).flatMap((name) => {
      const form = forms[name];
      // An embedded adoption form takes the place of the rescue's own.
      if (!form || (name === 'adoption' && embed)) return [];
      const asked = form.fields.filter((field) => field.type !== 'heading');
      return [
        {
          name,
          path: formRoutes[name].page.path,
          title: form.title,
          questions: asked.map((field) => field.label),
        },
      ];
    }),
    sending,
    formHost: frameOrigins.map(host)[0],
    photoHosts: site.petfinderOrganizationId ? listIn(lang, imageOrigins.map(host)) : undefined,
  };
}
