import type { Plugin } from 'vite';

// Messages reach the browser parsed at build (lib/messages/catalogue.ts), so the browser's
// formatter is built without the ICU parser (its ES module build, which shares tslib's helpers).
export function messagesInBrowserPlugin(): Plugin {
  return {
    name: 'rescue:messages-in-browser',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: {
      filter: { id: /^@formatjs\/icu-messageformat-parser$/ },
      handler(_id, importer) {
        return this.resolve('@formatjs/icu-messageformat-parser/lib/no-parser.js', importer, {
          skipSelf: true,
        });
      },
    },
  };
}
