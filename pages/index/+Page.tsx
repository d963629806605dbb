import { ContentPhoto } from '#components/ContentPhoto.tsx';
import { ExternalLink } from '#components/ExternalLink.tsx';
import type { Data } from './+data.ts';

const breeds = [
  {
    id: 'german-shepherd',
    name: 'German Shepherds',
    photo: { href: '/images/site/breed-german-shepherd.webp', alt: 'A German Shepherd' },
    words:
      'Loyal, smart and eager to work: they thrive with breed-savvy families and a fenced yard.',
  },
  {
    id: 'welsh-corgi',
    name: 'Welsh Corgis',
    photo: { href: '/images/site/breed-welsh-corgi.webp', alt: 'A Welsh Corgi' },
    words:
      'Big dogs on short legs: clever, playful herders who love their people and a daily walk.',
  },
];

export default function Page({ site, partners }: Data) {
  const slides = site.homePhotos;
  return (
    <>
      {/* A scroll-snap strip with slide links works without JavaScript; it never moves on its own, so it needs no pause control. */}
      <section
        className="carousel"
        aria-roledescription={slides.length > 0 ? 'carousel' : undefined}
        aria-label="Our dogs"
      >
        {/* Focusable so keyboard users can scroll the strip with the arrow keys. */}
        {slides.length > 0 && (
          <div className="carousel-track" tabIndex={0} role="group" aria-label="Slides">
            {slides.map((slide, index) => (
              // A slide link focuses its slide, so focus stays where the eyes go.
              <div
                key={slide.href}
                id={`slide-${index + 1}`}
                className="carousel-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                tabIndex={-1}
              >
                <ContentPhoto photo={slide} layout="hero" priority={index === 0} />
              </div>
            ))}
          </div>
        )}
        <div className="carousel-caption">
          <h1>{site.name}</h1>
          <p className="carousel-tagline">{site.tagline}</p>
        </div>
        {slides.length > 0 && (
          <nav className="carousel-nav" aria-label="Choose a slide">
            {slides.map((slide, index) => (
              <a key={slide.href} href={`#slide-${index + 1}`}>
                <span className="visually-hidden">Show slide </span>
                {index + 1}
              </a>
            ))}
          </nav>
        )}
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
          {breeds.map((breed) => (
            <li key={breed.name}>
              <article className="card" aria-labelledby={`breed-${breed.id}`}>
                <ContentPhoto photo={breed.photo} layout="card" />
                <div className="card-body">
                  <h3 id={`breed-${breed.id}`}>{breed.name}</h3>
                  <p>{breed.words}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
      {site.videoUrl && (
        <section aria-labelledby="video">
          <h2 id="video">Watch our story</h2>
          {/* Click-to-load: a local poster links out, so the video site is only contacted on request. */}
          <ExternalLink className="video-poster" href={site.videoUrl}>
            <ContentPhoto
              photo={{
                href: '/images/site/hero-2.webp',
                alt: 'Play the video about our rescue on YouTube',
              }}
              layout="wide"
            />
            <span className="video-play" aria-hidden="true">
              ▶
            </span>
          </ExternalLink>
        </section>
      )}
      {site.newsletterUrl && (
        <section aria-labelledby="newsletter" className="band">
          <h2 id="newsletter">Newsletter</h2>
          <p>News about our dogs, events and ways to help, straight to your inbox.</p>
          <ExternalLink className="button" href={site.newsletterUrl}>
            Join Newsletter
          </ExternalLink>
        </section>
      )}
      <section aria-labelledby="partners">
        <h2 id="partners">Our partners</h2>
        <ul className="card-grid partner-grid">
          {partners.map((partner) => (
            <li key={partner.id}>
              <ExternalLink className="partner" href={partner.partnerLink}>
                <img
                  src={partner.partnerImage}
                  alt={partner.partnerImageAlt}
                  width="320"
                  height="160"
                  loading="lazy"
                />
              </ExternalLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
