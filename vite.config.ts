import { cpSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { adminPlugin } from './lib/admin/buildPlugin.ts';
import { contentCheckPlugin } from './lib/content/buildPlugin.ts';
import { filterCss } from './lib/filters/css.ts';
import { headersFilePlugin } from './lib/headersFile.ts';
import { responsiveImagesPlugin } from './lib/images/buildPlugin.ts';
import { listingConfigFromEnv } from './lib/listings/config.ts';
import { bundledPhotoBaseUrl, samplePhotosDir } from './lib/listings/sampleService/data.ts';
import { reachPlugin } from './lib/seo/buildPlugin.ts';

/** In sample mode the site serves the sample animals' photos itself, on any host. */
function samplePhotos(): Plugin {
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

const filterStylesId = 'virtual:dog-filters.css';

/** The filter rules of lib/filters/css.ts as a stylesheet (`import 'virtual:dog-filters.css'`). */
function filterStyles(): Plugin {
  return {
    name: 'dog-filter-styles',
    resolveId: {
      filter: { id: /^virtual:dog-filters\.css$/ },
      handler: () => `\0${filterStylesId}`,
    },
    load: { filter: { id: /^\0virtual:dog-filters\.css$/ }, handler: filterCss },
  };
}

// The browser gets Preact's React-compatible runtime: the same components hydrate with a
// fraction of react-dom's bytes. The prerender still renders with React.
const browserRuntime: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

function preactInBrowser(): Plugin {
  return {
    name: 'rescue:preact-in-browser',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: {
      filter: { id: /^react(-dom)?(\/|$)/ },
      handler(id, importer) {
        const target = browserRuntime[id];
        return target ? this.resolve(target, importer, { skipSelf: true }) : undefined;
      },
    },
  };
}

export default defineConfig({
  // After Vike's prerender: responsiveImagesPlugin writes the photos' widths and formats,
  // reachPlugin share cards, sitemap, robots.txt, feeds, calendars.
  plugins: [
    contentCheckPlugin(),
    preactInBrowser(),
    react(),
    vike(),
    samplePhotos(),
    filterStyles(),
    responsiveImagesPlugin(),
    reachPlugin(),
    headersFilePlugin(),
    adminPlugin(),
  ],
  // Tests build into a temp folder so they never touch dist/.
  build: { outDir: process.env.SITE_OUT_DIR ?? 'dist' },
  // Photos and other files volunteers add live beside the records that reference them.
  publicDir: `${process.env.CONTENT_DIR ?? 'content'}/media`,
});
