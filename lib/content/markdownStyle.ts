import { marked, type Token, type Tokens } from 'marked';

/**
 * The one Markdown style of content/: the way the browser editor (Sveltia CMS 0.221, whose
 * rich-text field is Lexical) writes Markdown back, measured by tests/admin/roundTrip.test.ts.
 * A field in this style is saved by the editor byte for byte as it was; the CLI writes it too.
 *
 * - emphasis `_words_`; strong `**words**`; both `**_words_**`
 * - bullets `- `; numbered items `1.`, `2.`, `3.` counted on from the first; a nested list
 *   indented four spaces; no blank line between the items of a list
 * - headings `### Heading` (never underlined); a thematic break `***`
 * - links `[words](address)` or `<address>` as written
 * - hard line breaks as written (two spaces or a backslash at the end of the line)
 * - a literal `*` or backtick escaped with a backslash; no other escape
 * - one blank line between blocks, none before the first or after the last (a page's text
 *   then ends with one newline, a field with none)
 */
export function formatMarkdown(markdown: string): string {
  return formatTokens(marked.lexer(markdown));
}

/** formatMarkdown over Markdown already read by marked's lexer. */
export function formatTokens(tokens: Token[]): string {
  return blocks(tokens).trim();
}

/** The text in the editor's style if that looks the same on the page, else the text unchanged. */
export function inEditorStyle(markdown: string): string {
  const styled = formatMarkdown(markdown);
  return styled === lineFeeds(markdown) || !sameHtml(styled, markdown) ? markdown : styled;
}

/** A page's text after its front matter, in the editor's style: a blank line, the text, a newline. */
export function pageBodyInEditorStyle(body: string): string {
  const text = inEditorStyle(body.trim());
  const styled = text ? `\n${text}\n` : '';
  return styled === lineFeeds(body) || !sameHtml(styled, body) ? body : styled;
}

/** Text with Windows line ends read as the editor reads them: the same text. */
export function lineFeeds(text: string): string {
  return text.replace(/\r\n/g, '\n');
}

/** Whether two Markdown texts look the same on the page: the same HTML, bold-italic either way round. */
export function sameHtml(a: string, b: string): boolean {
  return html(a) === html(b);
}

function html(markdown: string): string {
  return marked
    .parse(markdown, { async: false })
    .replace(/<em><strong>(.*?)<\/strong><\/em>/g, '<strong><em>$1</em></strong>');
}

/** Where a text and its styled version first differ: its line, and `"… *sit* …" → "… _sit_ …"`. */
export function styleDifference(text: string, styled: string): { line: number; shown: string } {
  const lines = text.split('\n');
  const styledLines = styled.split('\n');
  let at = lines.findIndex((line, index) => line !== styledLines[index]);
  if (at < 0) at = lines.length;
  const before = lines[at] ?? '';
  const after = styledLines[at] ?? '';
  let from = 0;
  while (from < before.length && before[from] === after[from]) from++;
  const start = Math.max(0, from - 12);
  const excerpt = (line: string) =>
    JSON.stringify(
      `${start > 0 ? '…' : ''}${line.slice(start, from + 18)}${line.length > from + 18 ? '…' : ''}`,
    );
  return { line: at + 1, shown: `${excerpt(before)} → ${excerpt(after)}` };
}

function blocks(tokens: Token[]): string {
  return tokens
    .filter((token) => token.type !== 'space')
    .map(block)
    .join('\n\n');
}

function block(token: Token): string {
  switch (token.type) {
    case 'paragraph':
      return inline((token as Tokens.Paragraph).tokens);
    case 'text': {
      const { tokens } = token as Tokens.Text;
      return tokens ? inline(tokens) : token.raw.trim();
    }
    case 'heading': {
      const heading = token as Tokens.Heading;
      return `${'#'.repeat(heading.depth)} ${inline(heading.tokens)}`;
    }
    case 'list':
      return list(token as Tokens.List);
    case 'blockquote':
      return blocks((token as Tokens.Blockquote).tokens)
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n');
    case 'hr':
      return '***';
    default:
      // Code, HTML and tables: as written (the sanitizer drops what a field may not hold).
      return token.raw.trim();
  }
}

function list(token: Tokens.List): string {
  const start = token.ordered && typeof token.start === 'number' ? token.start : 1;
  return token.items
    .map((item, index) => {
      const marker = token.ordered ? `${start + index}. ` : '- ';
      const [first = '', ...rest] = item.tokens
        .filter((child) => child.type !== 'space')
        .map((child) => (child.type === 'list' ? indent(list(child as Tokens.List)) : block(child)))
        .join('\n')
        .split('\n');
      return [marker + first, ...rest].join('\n');
    })
    .join('\n');
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

function inline(tokens: Token[]): string {
  return tokens.map(inlineToken).join('');
}

function inlineToken(token: Token): string {
  switch (token.type) {
    case 'text': {
      const { tokens } = token as Tokens.Text;
      return tokens ? inline(tokens) : token.raw.replace(/(?<!\\)([*`])/g, '\\$1');
    }
    case 'escape':
      return /^\\[*`_\\[\]<>#]$/.test(token.raw) ? token.raw : (token as Tokens.Escape).text;
    case 'em': {
      const [only, ...others] = (token as Tokens.Em).tokens;
      // Bold and italic at once: the editor puts the underscores inside.
      if (only?.type === 'strong' && others.length === 0) {
        return `**_${inline((only as Tokens.Strong).tokens)}_**`;
      }
      return `_${inline((token as Tokens.Em).tokens)}_`;
    }
    case 'strong':
      return `**${inline((token as Tokens.Strong).tokens)}**`;
    case 'link': {
      const link = token as Tokens.Link;
      const destination = link.raw.lastIndexOf('](');
      if (link.raw.startsWith('<') || destination < 0) return link.raw;
      return `[${inline(link.tokens)}${link.raw.slice(destination)}`;
    }
    default:
      // Line breaks, code spans, inline HTML and images: as written.
      return token.raw;
  }
}
