import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { headerPolicy, headerRules, headersFile } from '../../server/handlers/headers.ts';
import { readValidContentOnce } from '../content/readOnce.ts';

/**
 * Writes dist/client/_headers from server/handlers/headers.ts, so Cloudflare's asset layer sends the
 * site's headers without running the Worker. HSTS follows `siteUrl`'s scheme.
 */
export function headersFilePlugin(): Plugin {
  return {
    name: 'rescue:headers-file',
    apply: 'build',
    writeBundle({ dir }) {
      if (this.environment.name !== 'client' || !dir) return;
      const { site } = readValidContentOnce();
      const rules = headerRules(
        headerPolicy(site.forms?.adoptionApplicationEmbed),
        new URL(site.siteUrl).protocol === 'https:',
      );
      writeFileSync(join(dir, '_headers'), headersFile(rules));
    },
  };
}
