import { decodeEntities } from '../listings/normalize.ts';

/** HTML as plain text, cut at a word near `max` characters. */
export function summaryOf(html: string, max = 200): string {
  const text = decodeEntities(
    html.replace(/<\/(p|li|h\d)>|<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, text.lastIndexOf(' ', max))}…`;
}

/** The first letter or digit of a name, capitalised ("?" for a name without one). */
export function initialOf(name: string): string {
  return /[\p{L}\p{N}]/u.exec(name)?.[0]?.toUpperCase() ?? '?';
}
