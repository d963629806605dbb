import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { bundled, restartWhenEdited } from './build/bundled.js';
import type * as BuildPlugins from './build/plugins.ts';

// Vike loads this config six times a build: our plugins, and the code of lib/ they import, are
// bundled once (build/bundled.js) and loaded as one module, not bundled by Vite at each load.
const ourPlugins = await bundled('build/plugins.ts', fileURLToPath(new URL('.', import.meta.url)));
const {
  adminPlugin,
  contentCheckPlugin,
  filterStylesPlugin,
  oldOutputPlugin,
  preactInBrowserPlugin,
  responsiveImagesPlugin,
  samplePhotosPlugin,
  siteFilesPlugin,
  themeStylesPlugin,
} = (await import(pathToFileURL(ourPlugins.file).href)) as typeof BuildPlugins;

const quiet = Boolean(process.env.QUIET_BUILD);
if (quiet) {
  // Vike lists each page it writes, with no setting to stop it: `npm start` keeps its own lines only.
  const log = console.log;
  console.log = (...args: unknown[]) => {
    if (!/\.html(\W+39m)?$/.test(String(args[0]))) log(...args);
  };
}

// Every plugin of ours lives in build/, one file each.
export default defineConfig({
  // After Vike's prerender: responsiveImagesPlugin writes the photos' widths and formats,
  // siteFilesPlugin the sitemap, robots.txt, feeds, calendars, _headers and share cards.
  plugins: [
    contentCheckPlugin(),
    preactInBrowserPlugin(),
    react(),
    vike(),
    samplePhotosPlugin(),
    filterStylesPlugin(),
    themeStylesPlugin(),
    responsiveImagesPlugin(),
    siteFilesPlugin(),
    adminPlugin(),
    restartWhenEdited(ourPlugins),
    // Last: the build ends once the last build's output, moved aside, is removed.
    oldOutputPlugin(),
  ],
  // `npm start` prints one line per step (its own and the plugins'), not Vite's list of every file.
  logLevel: quiet ? 'warn' : 'info',
  // Tests build into a temp folder so they never touch dist/.
  build: {
    outDir: process.env.SITE_OUT_DIR ?? 'dist',
    // Rolldown's report of slow plugins is for whoever profiles the build, not for `npm start`.
    rolldownOptions: { checks: { bundlerTimings: !quiet } },
  },
  // Photos and other files volunteers add live beside the records that reference them.
  publicDir: `${process.env.CONTENT_DIR ?? 'content'}/media`,
});
