import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { listingConfigFromEnv } from '../listings/config.ts';
import { bundledPhotoBaseUrl, samplePhotosDir } from '../listings/sampleService/data.ts';

/** In sample mode the site serves the sample animals' photos itself, on any host. */
export function samplePhotosPlugin(): Plugin {
  return {
    name: 'rescue:sample-photos',
    apply: 'build',
    writeBundle({ dir }) {
      if (this.environment.name !== 'client' || !dir) return;
      if (listingConfigFromEnv(process.env).mode !== 'sample') return;
      cpSync(samplePhotosDir, join(dir, bundledPhotoBaseUrl), { recursive: true });
    },
  };
}
