import type { Plugin } from 'vite';
import { readValidContentOnce } from '#lib/content/readOnce.ts';
import { themeCss } from '#lib/theme/palette.ts';

const themeStylesId = 'virtual:theme.css';

/** The site's colours (site.json `theme`, through lib/theme/palette.ts) as custom properties (`import 'virtual:theme.css'`). */
export function themeStylesPlugin(): Plugin {
  return {
    name: 'theme-styles',
    resolveId: {
      filter: { id: /^virtual:theme\.css$/ },
      handler: () => `\0${themeStylesId}`,
    },
    load: {
      filter: { id: /^\0virtual:theme\.css$/ },
      handler: () => themeCss(readValidContentOnce().site.theme),
    },
  };
}
