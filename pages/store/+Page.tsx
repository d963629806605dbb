import { ExternalLink } from '#components/ExternalLink.tsx';
import type { SiteData } from '#renderer/siteData.ts';

export default function Page({ site }: SiteData) {
  return (
    <>
      <h1>Store</h1>
      <article className="tile store-card">
        <h2>Shop our merchandise</h2>
        <p>T-shirts, hoodies and more. Every purchase helps our dogs.</p>
        {site.storeUrl && (
          <ExternalLink className="button" href={site.storeUrl}>
            Visit the store
          </ExternalLink>
        )}
      </article>
    </>
  );
}
