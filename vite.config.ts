import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { reachPlugin } from './lib/seo/buildPlugin.ts';

export default defineConfig({
  // reachPlugin runs after Vike's prerender: share cards, sitemap, robots.txt, feeds, calendars.
  plugins: [react(), vike(), reachPlugin()],
  // Tests build into a temp folder so they never touch dist/.
  build: { outDir: process.env.SITE_OUT_DIR ?? 'dist' },
  // Photos and other files volunteers add live beside the records that reference them.
  publicDir: `${process.env.CONTENT_DIR ?? 'content'}/media`,
});
