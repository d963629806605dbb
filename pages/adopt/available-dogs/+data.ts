import { siteContent } from '../../../lib/content/siteContent.ts';

export function data() {
  const { dogs, site } = siteContent();
  return { dogs, adoptionFormUrl: site.forms.adoptionApplication };
}

export type Data = ReturnType<typeof data>;
