/**
 * The prerendered HTML file of a page path, relative to the built site folder: `/` →
 * `/index.html`, `/about` → `/about/index.html`. A folder per page is what every static host
 * serves for `/about`, with or without a trailing slash.
 */
export function pageFile(pathname: string): string {
  return `${pathname.replace(/\/+$/, '')}/index.html`;
}
