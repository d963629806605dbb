import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { readValidContentOnce } from '#lib/content/readOnce.ts';
import { listingConfigFromEnv } from '#lib/listings/config.ts';
import { bundledPhotoBaseUrl, samplePhotosDir } from '#lib/listings/sampleService/data.ts';

/** In sample mode (the sample rescue without credentials) the site serves the sample animals' photos itself. */
export function samplePhotosPlugin(): Plugin {
  return {
    name: 'rescue:sample-photos',
    apply: 'build',
    writeBundle({ dir }) {
      if (this.environment.name !== 'client' || !dir) return;
      const { petfinderOrganizationId } = readValidContentOnce().site;
      if (listingConfigFromEnv(process.env, petfinderOrganizationId).mode !== 'sample') return;
      cpSync(samplePhotosDir, join(dir, bundledPhotoBaseUrl), { recursive: true });
    },
  };
}
