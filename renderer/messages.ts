import { contentForPages, type Content } from '#lib/content/load.ts';
import { catalogueTranslator } from '#lib/messages/catalogue.ts';
import type { Translate } from '#lib/messages/format.ts';

const translators = new WeakMap<Content, Translate>();

/** `t(key, args)` over the content pages render: for the renderer and the data hooks. */
export function pageT(): Translate {
  const content = contentForPages();
  let t = translators.get(content);
  if (!t) {
    t = catalogueTranslator(content.messages, content.site);
    translators.set(content, t);
  }
  return t;
}
