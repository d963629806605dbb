import { ExternalLink } from '#components/ExternalLink.tsx';
import type { SiteData } from '#renderer/siteData.ts';

export default function Page({ site }: SiteData) {
  const links = site.donationLinks ?? {};
  const { address } = site;
  const tiles = [
    {
      heading: 'Donate with PayPal',
      words: 'A one-time or monthly gift through our payment provider.',
      href: links.paypal,
      label: 'Donate',
    },
    {
      heading: 'Give to the Max',
      words: "Give through Minnesota's state giving platform.",
      href: links.giveMN,
      label: 'Give on GiveMN',
    },
    {
      heading: 'Amazon Wish List',
      words: 'Send supplies our foster homes need.',
      href: links.amazonWishList,
      label: 'Shop the wish list',
    },
    {
      heading: 'Chewy Wish List',
      words: 'Food, beds and toys from our pet-supply wish list.',
      href: links.chewyWishList,
      label: 'Shop the pet-supply list',
    },
  ];
  return (
    <>
      <h1>Donate</h1>
      <p className="lead">
        We are volunteer-run: every gift goes to the care of our dogs in their foster homes.
      </p>
      <ul className="card-grid">
        {/* A way to give left out of site.json gets no tile. */}
        {tiles
          .filter((tile) => tile.href)
          .map((tile) => (
            <li key={tile.heading}>
              <article className="tile">
                <h2>{tile.heading}</h2>
                <p>{tile.words}</p>
                <ExternalLink className="button" href={tile.href}>
                  {tile.label}
                </ExternalLink>
              </article>
            </li>
          ))}
        {site.wooftrax && (
          <li>
            <article className="tile">
              <h2>WoofTrax</h2>
              <p>Raise money for our dogs every time you walk.</p>
              <a className="button" href="/wooftrax">
                Walk for us
              </a>
            </article>
          </li>
        )}
      </ul>
      <h2>Other ways to give</h2>
      <ul>
        {links.giveMN && (
          <li>
            Online at our <ExternalLink href={links.giveMN}>online giving page</ExternalLink>.
          </li>
        )}
        {site.emails?.donations && (
          <li>
            From your PayPal account to{' '}
            <a href={`mailto:${site.emails.donations}`}>{site.emails.donations}</a>.
          </li>
        )}
        <li>
          By check made out to {site.name}, mailed to {address.street}, {address.city},{' '}
          {address.state} {address.zip}.
        </li>
        <li>
          Through <a href="/amazon-smile">Amazon Smile</a>,{' '}
          <a href="/sponsor-a-rescue-animal">sponsoring a rescue animal</a> or our{' '}
          <a href="/wish-list">wish list</a>.
        </li>
      </ul>
    </>
  );
}
