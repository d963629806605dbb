import { ContentPhoto } from '#components/ContentPhoto.tsx';
import { ExternalLink } from '#components/ExternalLink.tsx';
import { Html, HtmlParagraph } from '#components/Html.tsx';
import { useT } from '#components/Messages.tsx';
import { PhotoCard } from '#components/PhotoCard.tsx';
import { slugOf } from '#lib/content/slug.ts';
import { recordPageUrl, routes } from '#lib/routes.ts';
import type { Data } from './+data.ts';
import { PageLink } from '#components/PageLink.tsx';

type SectionProps = Pick<Data, 'site' | 'partners' | 'page'>;

export default function Page({ site, partners, page, newestDogs }: Data) {
  const t = useT();
  const slides = site.homePhotos;
  if (slides.length === 0) return <WithoutPhotos {...{ site, partners, page, newestDogs }} />;
  return (
    <>
      {/* A scroll-snap strip with slide links works without JavaScript; it never moves on its own, so it needs no pause control. */}
      <section className="carousel" aria-roledescription="carousel" aria-label={t('home.carousel')}>
        {/* Focusable so keyboard users can scroll the strip with the arrow keys. */}
        <div className="carousel-track" tabIndex={0} role="group" aria-label={t('home.slides')}>
          {slides.map((slide, index) => (
            // A slide link focuses its slide, so focus stays where the eyes go.
            <div
              key={slide.href}
              id={`slide-${index + 1}`}
              className="carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slide', { number: index + 1, count: slides.length })}
              tabIndex={-1}
            >
              <ContentPhoto photo={slide} layout="hero" priority={index === 0} />
            </div>
          ))}
        </div>
        <div className="carousel-caption">
          <h1>{page.title}</h1>
          <p className="carousel-tagline">{site.tagline}</p>
        </div>
        <nav className="carousel-nav" aria-label={t('home.chooseSlide')}>
          {slides.map((slide, index) => (
            <a key={slide.href} href={`#slide-${index + 1}`}>
              <span className="visually-hidden">{t('home.showSlide')}</span>
              {index + 1}
            </a>
          ))}
        </nav>
      </section>
      <Sections {...{ site, partners, page }} />
    </>
  );
}

/**
 * A home page without banner photos: the name and tagline in the brand's colours with the ways in,
 * then the newest available dogs.
 */
function WithoutPhotos({
  site,
  partners,
  page,
  newestDogs,
}: SectionProps & Pick<Data, 'newestDogs'>) {
  const t = useT();
  return (
    <>
      <section className="home-hero" aria-labelledby="home-heading">
        <h1 id="home-heading">{page.title}</h1>
        <p className="home-tagline">{site.tagline}</p>
        <p className="home-actions">
          <PageLink className="button button-light" to={routes.availableDogs}>
            {t('nav.availableDogs')}
          </PageLink>
          <PageLink className="button button-light" to={routes.getInvolved}>
            {t('nav.getInvolved')}
          </PageLink>
          <PageLink className="button button-light" to={routes.donate}>
            {t('nav.donate')}
          </PageLink>
        </p>
      </section>
      {newestDogs.length > 0 && (
        <section aria-labelledby="newest">
          <h2 id="newest">{t('home.newest')}</h2>
          <ul className="card-grid">
            {newestDogs.map((dog) => (
              <PhotoCard
                key={dog.id}
                level={3}
                photo={dog.dogPhotoLink?.[0]}
                heading={dog.dogName}
                link={{ href: recordPageUrl('dogs', dog.id), label: t('common.learnMore') }}
              >
                <p>{dog.dogAge}</p>
              </PhotoCard>
            ))}
          </ul>
        </section>
      )}
      <Sections {...{ site, partners, page }} />
    </>
  );
}

/** The home page's sections of content/pages/home.md, below its banner. */
function Sections({ site, partners, page }: SectionProps) {
  const { welcome, breeds, video, newsletter, partners: partnersSection } = page.sections ?? {};
  return (
    <>
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
