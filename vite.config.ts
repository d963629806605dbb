import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vike()],
  // Tests build into a temp folder so they never touch dist/.
  build: { outDir: process.env.SITE_OUT_DIR ?? 'dist' },
  // Photos and other files volunteers add live beside the records that reference them.
  publicDir: `${process.env.CONTENT_DIR ?? 'content'}/media`,
});
