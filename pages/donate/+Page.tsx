import type { SiteData } from '../../renderer/siteData.ts';

export default function Page({ site }: SiteData) {
  const links = site.donationLinks;
  return (
    <>
      <h1>Donate</h1>
      <p className="lead">Every gift goes to the care of our dogs.</p>
      <ul className="card-grid">
        <li>
          <a href={links.paypal}>Donate with our payment provider</a>
        </li>
        <li>
          <a href={links.giveMN}>Give through the state giving platform</a>
        </li>
        <li>
          <a href={links.amazonWishList}>Shop our wish list</a>
        </li>
        <li>
          <a href={links.chewyWishList}>Shop our pet-supply wish list</a>
        </li>
        <li>
          <a href="/wooftrax">Walk for us with WoofTrax</a>
        </li>
      </ul>
      <p>
        You can also mail a check to {site.name}, {site.address.street}, {site.address.city},{' '}
        {site.address.state} {site.address.zip}.
      </p>
    </>
  );
}
