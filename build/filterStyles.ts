import type { Plugin } from 'vite';
import { readValidContentOnce } from '#lib/content/readOnce.ts';
import { breedChoices } from '#lib/filters/breedChoices.ts';
import { filterCss } from '#lib/filters/css.ts';

const filterStylesId = 'virtual:dog-filters.css';

/** The filter rules of lib/filters/css.ts for the site's breeds as a stylesheet (`import 'virtual:dog-filters.css'`). */
export function filterStylesPlugin(): Plugin {
  return {
    name: 'dog-filter-styles',
    resolveId: {
      filter: { id: /^virtual:dog-filters\.css$/ },
      handler: () => `\0${filterStylesId}`,
    },
    load: {
      filter: { id: /^\0virtual:dog-filters\.css$/ },
      handler: () => filterCss(breedChoices(readValidContentOnce().site)),
    },
  };
}
