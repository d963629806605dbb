import type { SiteData } from '#renderer/siteData.ts';

export default function Page({ site }: SiteData) {
  const { history } = site;
  return (
    <>
      <h1>About Us</h1>
      <h2>Our mission</h2>
      <p>
        {site.name} rescues German Shepherds and Welsh Corgis, cares for them in foster homes and
        finds each one a loving forever home. {site.tagline}.
      </p>
      {history && (
        <>
          <h2>Our history</h2>
          <p>
            The rescue was founded in {history.founded} and incorporated in {history.incorporated}.
            Since then, our volunteers have saved {history.dogsSaved} dogs.
          </p>
        </>
      )}
      <p>
        <a className="button" href="/about/our-team">
          Meet Our Team
        </a>
      </p>
      {site.award && (
        <>
          <h2>Recognition</h2>
          <p className="note">{site.award}</p>
        </>
      )}
      <p>
        Questions? <a href="/about/contact">Contact us</a>.
      </p>
    </>
  );
}
