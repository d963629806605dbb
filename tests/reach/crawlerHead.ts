import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { pageFile } from '#lib/pageFile.ts';

/** What a crawler reads in a page's head: meta tags, links and JSON-LD blocks. */
export interface PageHead {
  meta: Record<string, string>;
  links: { rel: string; href: string; type?: string }[];
  jsonLd: string[];
}

/** The built HTML file of a path. */
export function htmlOf(clientDir: string, path: string): string {
  return readFileSync(join(clientDir, pageFile(path)), 'utf8');
}

export function readHead(html: string): PageHead {
  const head: PageHead = { meta: {}, links: [], jsonLd: [] };
  let inJsonLd = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'meta' && attributes.content !== undefined) {
        const key = attributes.property ?? attributes.name;
        if (key) head.meta[key] = attributes.content;
      }
      if (name === 'link') {
        head.links.push({ rel: attributes.rel!, href: attributes.href!, type: attributes.type });
      }
      if (name === 'script' && attributes.type === 'application/ld+json') {
        inJsonLd = true;
        head.jsonLd.push('');
      }
    },
    ontext(text) {
      if (inJsonLd) head.jsonLd[head.jsonLd.length - 1] += text;
    },
    onclosetag(name) {
      if (name === 'script') inJsonLd = false;
    },
  });
  parser.end(html);
  return head;
}
