/**
 * The prerendered HTML file of a page path, relative to the built site folder: `/` →
 * `/index.html`, `/about` → `/about.html` (Vike's `noExtraDir`: one file per page, no folder).
 */
export function pageFile(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return path === '' ? '/index.html' : `${path}.html`;
}
