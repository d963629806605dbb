// Shared only by the filters' scripts, so the static dog list loads none of the language helpers.
/**
 * The header's links to this page in other languages keep the filters and sort of the address
 * (`?breed=corgi`): the live pages' scripts call this whenever they change the query.
 */
export function keepQueryInLanguageLinks() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a.language-link')) {
    const url = new URL(link.href);
    url.search = location.search;
    link.href = `${url.pathname}${url.search}`;
  }
}
