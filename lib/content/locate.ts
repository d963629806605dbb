import { createRequire as requireFrom } from 'node:module';
import type * as Jsonc from 'jsonc-parser';
import type { Node as YamlNode } from 'yaml';
import { parseFrontMatter, splitFrontMatter, yamlModule } from './frontMatter.ts';
import { placeOf, type SourcePlace } from './problems.ts';

// jsonc-parser is loaded the first time a JSON file has a syntax error or a problem is placed at
// its line: `rescue validate` over valid content starts without it.
const requireModule = requireFrom(import.meta.url);
let jsonc: typeof Jsonc | undefined;
const jsoncParser = () => (jsonc ??= requireModule('jsonc-parser') as typeof Jsonc);

/** The segments of a JSON pointer: `/photos/0/href` → ['photos', 0, 'href']. */
function pointerPath(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** jsonc-parser's error names in words, as V8 words them where it has the same error. */
const jsonErrorReasons: Record<ReturnType<typeof Jsonc.printParseErrorCode>, string> = {
  InvalidSymbol: 'Unexpected character or word',
  InvalidNumberFormat: 'Badly written number',
  PropertyNameExpected: 'Expected double-quoted property name',
  ValueExpected: 'Expected a value',
  ColonExpected: "Expected ':' after property name",
  CommaExpected: "Expected ',' or a closing bracket",
  CloseBraceExpected: "Expected '}'",
  CloseBracketExpected: "Expected ']'",
  EndOfFileExpected: 'Unexpected text after the end',
  InvalidCommentToken: 'Comments are not allowed',
  UnexpectedEndOfComment: 'Unterminated comment',
  UnexpectedEndOfString: 'Unterminated string',
  UnexpectedEndOfNumber: 'Unterminated number',
  InvalidUnicode: 'Bad Unicode escape',
  InvalidEscapeCharacter: 'Bad escaped character',
  InvalidCharacter: 'Bad control character in string',
  '<unknown ParseErrorCode>': 'Unexpected text',
};

/**
 * The first syntax error of a JSON text, in words and where it is; undefined for valid JSON.
 * V8's own message often names no position (Node 20), so jsonc-parser finds it.
 */
export function jsonSyntaxError(text: string): { reason: string; place: SourcePlace } | undefined {
  const { parse, printParseErrorCode } = jsoncParser();
  const errors: Jsonc.ParseError[] = [];
  parse(text, errors, { allowTrailingComma: false, disallowComments: true });
  const first = errors[0];
  if (!first) return undefined;
  return {
    reason: jsonErrorReasons[printParseErrorCode(first.error)],
    place: placeOf(text, first.offset),
  };
}

/**
 * Where the field a JSON pointer names is written in a JSON file: its property name, or, for a
 * field that is missing, the object that should hold it. Syntax errors point at the first one.
 */
export function locateInJson(text: string, pointer: string): SourcePlace {
  const syntax = jsonSyntaxError(text);
  if (syntax) return syntax.place;
  const { findNodeAtLocation, parseTree } = jsoncParser();
  const root = parseTree(text);
  if (!root) return { line: 1, column: 1 };
  const path = pointerPath(pointer);
  for (let depth = path.length; depth >= 0; depth -= 1) {
    const node = findNodeAtLocation(root, path.slice(0, depth));
    if (!node) continue;
    // A property's value: point at its name, where people read the field.
    const target: Jsonc.Node = node.parent?.type === 'property' ? node.parent : node;
    return placeOf(text, target.offset);
  }
  return placeOf(text, root.offset);
}

/** Where a front matter field of a Markdown file is written (the `---` block at its top). */
function locateInFrontMatter(text: string, pointer: string): SourcePlace {
  const parts = splitFrontMatter(text);
  if (!parts) return { line: 1, column: 1 };
  const { isMap, isScalar } = yamlModule();
  let node: YamlNode | null | undefined = parseFrontMatter(parts.yaml).contents;
  let found = node?.range ? parts.start + node.range[0] : 0;
  for (const segment of pointerPath(pointer)) {
    if (!isMap(node)) break;
    const pair = node.items.find((item) => isScalar(item.key) && item.key.value === segment);
    if (!pair || !isScalar(pair.key) || !pair.key.range) break;
    found = parts.start + pair.key.range[0];
    node = pair.value as YamlNode | null;
  }
  return placeOf(text, found);
}

/** Where a problem's pointer is written in its file, by the file's kind. */
export function locate(file: string, text: string, pointer: string): SourcePlace {
  return file.endsWith('.md') ? locateInFrontMatter(text, pointer) : locateInJson(text, pointer);
}
