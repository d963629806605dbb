import { contentForPages } from '#lib/content/readOnce.ts';
import type { Content } from '#lib/content/types.ts';
import { contentTranslator } from '#lib/messages/catalogue.ts';
import type { Translate } from '#lib/messages/translator.ts';

const translators = new WeakMap<Content, Translate>();

/** `t(key, args)` in a page's language, over the content pages render: for the renderer and data hooks. */
export function pageT(lang?: string): Translate {
  const content = contentForPages(lang);
  let t = translators.get(content);
  if (!t) {
    t = contentTranslator(content);
    translators.set(content, t);
  }
  return t;
}
