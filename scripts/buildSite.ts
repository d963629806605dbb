// `npm run build` (and `npm start`'s build): `vike build`, with vite.config.ts imported once as
// code instead of bundled and evaluated again each of the five times Vike resolves the
// configuration (about a second each on 2 cores, for our plugins' modules).
import { build } from 'vike/api';
import viteConfig from '../vite.config.ts';

try {
  await build({ viteConfig: { ...viteConfig, configFile: false } });
} catch (error) {
  console.error('Error during build:');
  console.error(error);
  process.exit(1);
}
// As `vike build` does: the prerender may leave a handle open that would keep the process alive.
process.exit(0);
