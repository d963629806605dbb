import type { Plugin } from 'vite';

// The browser gets Preact's React-compatible runtime: the same components hydrate with a
// fraction of react-dom's bytes. The prerender still renders with React.
const browserRuntime: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

export function preactInBrowserPlugin(): Plugin {
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
