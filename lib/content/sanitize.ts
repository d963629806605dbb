import { createRequire as requireFrom } from 'node:module';
import type * as htmlparser2 from 'htmlparser2';
import type sanitize from 'sanitize-html';

// sanitize-html (with postcss) is loaded the first time HTML is cleaned: the build does, while
// `rescue validate` only looks for what it would remove, and starts without it. htmlparser2 is
// loaded the first time a field holds more than bare allowed tags: most content never does.
const requireModule = requireFrom(import.meta.url);
let cleaner: typeof sanitize | undefined;
let htmlParser: typeof htmlparser2.Parser | undefined;

// The only HTML a content field may carry: text formatting, lists and plain links.
const allowedTags = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4'];
const allowedAttributes: Record<string, string[]> = { a: ['href', 'title'] };
const allowedSchemes = ['http', 'https', 'mailto', 'tel'];

const options: sanitize.IOptions = {
  allowedTags,
  // target and rel are never the author's: transformTags sets them on outside links.
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes,
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links that leave the site open safely in a new tab.
  transformTags: {
    a: (tagName, attribs) =>
      /^https?:/i.test(attribs.href ?? '')
        ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/** Returns the HTML with everything outside the allow-list (and the extra tags named) removed. */
export function sanitizeHtml(html: string, extraTags: string[] = []): string {
  cleaner ??= requireModule('sanitize-html') as typeof sanitize;
  if (extraTags.length === 0) return cleaner(html, options);
  return cleaner(html, { ...options, allowedTags: [...allowedTags, ...extraTags] });
}

/** Sanitized HTML whose links to other sites also tell screen readers they open a new tab. */
export function markOutsideLinks(html: string): string {
  return html.replace(
    /(<a [^>]*target="_blank"[^>]*>[\s\S]*?)<\/a>/g,
    '$1<span class="visually-hidden"> (opens in a new tab)</span></a>',
  );
}

/** Names what sanitizeHtml would remove, so `rescue validate` can tell the author. */
export function findUnsafeHtml(html: string): string[] {
  // Most fields hold only bare allowed tags: no need to parse those.
  if (onlyBareAllowedTags.test(html)) return [];
  const found = new Set<string>();
  htmlParser ??= (requireModule('htmlparser2') as typeof htmlparser2).Parser;
  const parser = new htmlParser({
    onopentag(name, attribs) {
      if (!allowedTags.includes(name)) found.add(`<${name}> element`);
      for (const [attribute, value] of Object.entries(attribs)) {
        if (!(allowedAttributes[name] ?? []).includes(attribute)) {
          found.add(`${attribute}= attribute on <${name}>`);
        } else if (attribute === 'href' && !isAllowedUrl(value)) {
          found.add(`link to "${value}"`);
        }
      }
    },
  });
  parser.write(html);
  parser.end();
  return [...found];
}

const onlyBareAllowedTags = new RegExp(`^(?:[^<]|</?(?:${allowedTags.join('|')})>)*$`);

function isAllowedUrl(url: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  return scheme ? allowedSchemes.includes(scheme.toLowerCase()) : !url.trim().startsWith('//');
}
