import { decodeHTML } from 'entities/decode';
import { marked, type Token } from 'marked';

/**
 * A Markdown field as the paragraphs of plain text the listing services want: no `**` or `_`
 * marks left, a link as its words, each list item a line starting "- ".
 */
export function plainParagraphs(markdown: string): string[] {
  return marked
    .lexer(markdown)
    .flatMap((token) => block(token))
    .map((text) => text.trim())
    .filter(Boolean);
}

function block(token: Token): string[] {
  if (token.type === 'list') {
    return [token.items.map((item: Token) => `- ${inline(item).trim()}`).join('\n')];
  }
  if (token.type === 'space' || token.type === 'hr' || token.type === 'html') return [];
  return [inline(token)];
}

function inline(token: Token): string {
  if (token.type === 'br') return '\n';
  if (token.type === 'html') return '';
  if ('tokens' in token && token.tokens && token.tokens.length > 0) {
    return token.tokens.map((child) => inline(child)).join(token.type === 'list_item' ? ' ' : '');
  }
  if (!('text' in token) || typeof token.text !== 'string') return '';
  // `&amp;` written in the text means "&"; code is shown as written.
  return token.type === 'codespan' ? token.text : decodeHTML(token.text);
}
