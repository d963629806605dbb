import type { SiteData } from '../../renderer/siteData.ts';

export default function Page({ site }: SiteData) {
  return (
    <>
      <h1>Store</h1>
      <article className="card">
        <div className="card-body">
          <h2>Shop our merchandise</h2>
          <p>T-shirts, hoodies and more. Every purchase helps our dogs.</p>
          <a className="button" href={site.storeUrl} target="_blank" rel="noopener noreferrer">
            Visit the store<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </article>
    </>
  );
}
