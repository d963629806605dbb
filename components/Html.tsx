/** Renders HTML that the content loader has already sanitized with its allow-list. */
export function Html({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** One paragraph of inline HTML that the content loader has already sanitized. */
export function HtmlParagraph({ html, className }: { html: string; className?: string }) {
  return <p className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
