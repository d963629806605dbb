/** A value as JSON to write inside a <script> element: `<` escaped, so no value can close the element. */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}
