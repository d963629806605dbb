import type { SiteData } from '../../renderer/siteData.ts';

export default function Page({ site }: SiteData) {
  return (
    <>
      <h1>About Us</h1>
      <h2>Our mission</h2>
      <p>
        {site.name} rescues German Shepherds and Welsh Corgis, cares for them in foster homes and
        finds each one a loving forever home. {site.tagline}.
      </p>
      <h2>Our history</h2>
      <p>
        The rescue was founded in 2009 and incorporated in 2016. Since then, our volunteers have
        saved over 400 dogs.
      </p>
      <p>
        <a href="/about/our-team">Meet Our Team</a>
      </p>
    </>
  );
}
