import type { ComponentType } from 'react';
import type { Config } from 'vike/types';
import type { MessageGroup, MessageKey } from '#lib/messages/translator.ts';

export default {
  prerender: {
    // A route may have no page to prerender (no Forever Stories page 2, no snapshot).
    partial: true,
    // Pages wait on their file writes: four in flight keep the CPU as busy as 32 did (1,000 dogs
    // in two languages: 0.99x the time), and the home page, rendered first, is not kept waiting by
    // 31 others' data (`npm start` serves from the moment it is written: 0.2-0.4 s sooner).
    parallel: 4,
  },
  // Pages render on the server only; a page that needs the browser adds its own +client.ts, which
  // hydrates it through renderer/hydrate.tsx without Vike's client runtime.
  clientRouting: false,
  meta: {
    title: { env: { server: true } },
    titleKey: { env: { server: true } },
    descriptionKey: { env: { server: true } },
    clientMessages: { env: { server: true } },
    description: { env: { server: true } },
    redirectTo: { env: { server: true } },
    canonical: { env: { server: true } },
  },
} satisfies Config;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface PageContext {
      Page: ComponentType<Record<string, unknown>>;
      /** The page's language, from its address (renderer/+onBeforeRoute.ts): 'en', 'es'. */
      lang: string;
    }
    interface Config {
      /** The page's <title> before the site name; a page's data may override it with `title`. */
      title?: string;
      /** The catalogue message of the page's title, instead of `title`. */
      titleKey?: MessageKey;
      /** The catalogue message of the page's description, instead of `description`. */
      descriptionKey?: MessageKey;
      /** The message groups and keys a hydrating page's components use: only these reach the browser. */
      clientMessages?: (MessageGroup | MessageKey)[];
      /** The page's meta description; a page's data may override it with `description`. */
      description?: string;
      /** Makes the page a redirect that works on any static host. */
      redirectTo?: string;
      /** The path search engines should list when this page is a second address of another. */
      canonical?: string;
    }
  }
}
