import type { Data } from './+data.ts';

export default function Page({ site, partners }: Data) {
  return (
    <>
      <section className="hero">
        <img
          src="/images/site/hero-1.webp"
          alt="A German Shepherd and a Welsh Corgi side by side in the grass"
          width="1600"
          height="600"
        />
        <h1>{site.name}</h1>
        <p className="lead">{site.tagline}</p>
      </section>
      <section aria-labelledby="welcome">
        <h2 id="welcome">Welcome</h2>
        <p>
          We are a volunteer-run, foster-based rescue for German Shepherds and Welsh Corgis in
          Minnesota. Our dogs live in foster homes, not a shelter, so we know each one well.{' '}
          <a href="/adopt/">Meet our dogs</a>, <a href="/get-involved">get involved</a>, or{' '}
          <a href={`mailto:${site.email}`}>contact us</a>.
        </p>
      </section>
      <section aria-labelledby="breeds">
        <h2 id="breeds">Our breeds</h2>
        <ul className="card-grid">
          <li>
            <img
              src="/images/site/breed-german-shepherd.webp"
              alt="A German Shepherd"
              width="600"
              height="450"
            />
            <h3>German Shepherds</h3>
          </li>
          <li>
            <img
              src="/images/site/breed-welsh-corgi.webp"
              alt="A Welsh Corgi"
              width="600"
              height="450"
            />
            <h3>Welsh Corgis</h3>
          </li>
        </ul>
      </section>
      <section aria-labelledby="newsletter">
        <h2 id="newsletter">Newsletter</h2>
        <p>
          <a className="button" href={site.newsletterUrl} target="_blank" rel="noopener noreferrer">
            Join Newsletter<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </section>
      <section aria-labelledby="partners">
        <h2 id="partners">Our partners</h2>
        <ul className="card-grid">
          {partners.map((partner) => (
            <li key={partner.id}>
              <a href={partner.partnerLink} target="_blank" rel="noopener noreferrer">
                <img
                  src={partner.partnerImage}
                  alt={partner.partnerImageAlt}
                  width="320"
                  height="160"
                />
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
