// Apart from rules.ts, whose schemas the Worker (breed choices) must not bundle.

/**
 * The id of a new record: its naming field, lower case, accents dropped, anything else a dash.
 * Two volunteers adding two dogs at once get two files; the same Dog ID twice is one dog.
 */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
