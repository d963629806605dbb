import { contentForPages } from '#lib/content/load.ts';

/** Data hook maker for a page whose words live in content/pages/<slug>.md. */
export function markdownPageData(slug: string) {
  return () => {
    const page = contentForPages().pages[slug];
    if (!page) throw new Error(`content/pages/${slug}.md is missing`);
    return { page, title: page.title, description: page.description };
  };
}
