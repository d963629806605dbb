import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';
import { filterCss } from './lib/filters/css.ts';

const filterStylesId = 'virtual:dog-filters.css';

/** The filter rules of lib/filters/css.ts as a stylesheet (`import 'virtual:dog-filters.css'`). */
function filterStyles(): Plugin {
  return {
    name: 'dog-filter-styles',
    resolveId: (id) => (id === filterStylesId ? `\0${filterStylesId}` : undefined),
    load: (id) => (id === `\0${filterStylesId}` ? filterCss() : undefined),
  };
}

export default defineConfig({
  plugins: [react(), vike(), filterStyles()],
  // Tests build into a temp folder so they never touch dist/.
  build: { outDir: process.env.SITE_OUT_DIR ?? 'dist' },
  // Photos and other files volunteers add live beside the records that reference them.
  publicDir: `${process.env.CONTENT_DIR ?? 'content'}/media`,
});
