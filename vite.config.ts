import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vike()],
  // Photos and other files volunteers add live beside the records that reference them.
  publicDir: 'content/media',
});
