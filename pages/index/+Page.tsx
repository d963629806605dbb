import { ContentPhoto } from '#components/ContentPhoto.tsx';
import { ExternalLink } from '#components/ExternalLink.tsx';
import { Html, HtmlParagraph } from '#components/Html.tsx';
import { slugOf } from '#lib/content/rules.ts';
import type { Data } from './+data.ts';

export default function Page({ site, partners, page }: Data) {
  const slides = site.homePhotos;
  const { welcome, breeds, video, newsletter, partners: partnersSection } = page.sections ?? {};
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
          <h1>{page.title}</h1>
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
      {welcome && (
        <section aria-labelledby="welcome">
          <h2 id="welcome">{welcome.heading}</h2>
          <Html html={page.html} />
        </section>
      )}
      {breeds && site.breeds.length > 0 && (
        <section aria-labelledby="breeds">
          <h2 id="breeds">{breeds.heading}</h2>
          <ul className="card-grid">
            {site.breeds.map((breed) => (
              <li key={breed.name}>
                <article className="card" aria-labelledby={`breed-${slugOf(breed.name)}`}>
                  {breed.photo && <ContentPhoto photo={breed.photo} layout="card" />}
                  <div className="card-body">
                    <h3 id={`breed-${slugOf(breed.name)}`}>{breed.plural}</h3>
                    {breed.description && <p>{breed.description}</p>}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>
      )}
      {video && site.videoUrl && (
        <section aria-labelledby="video">
          <h2 id="video">{video.heading}</h2>
          {/* Click-to-load: a local poster links out, so the video site is only contacted on request. */}
          {site.videoPoster ? (
            <ExternalLink className="video-poster" href={site.videoUrl}>
              <ContentPhoto photo={site.videoPoster} layout="wide" />
              <span className="video-play" aria-hidden="true">
                ▶
              </span>
            </ExternalLink>
          ) : (
            <ExternalLink className="button" href={site.videoUrl}>
              {video.button ?? video.heading}
            </ExternalLink>
          )}
        </section>
      )}
      {newsletter && site.newsletterUrl && (
        <section aria-labelledby="newsletter" className="band">
          <h2 id="newsletter">{newsletter.heading}</h2>
          {newsletter.text && <HtmlParagraph html={newsletter.text} />}
          <ExternalLink className="button" href={site.newsletterUrl}>
            {newsletter.button ?? newsletter.heading}
          </ExternalLink>
        </section>
      )}
      {partnersSection && partners.length > 0 && (
        <section aria-labelledby="partners">
          <h2 id="partners">{partnersSection.heading}</h2>
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
      )}
    </>
  );
}
