import { ExternalLink } from '#components/ExternalLink.tsx';
import { useGiven } from '#components/GivenPages.tsx';
import { useT } from '#components/Messages.tsx';
import type { Site } from '#lib/content/types.generated.ts';
import { untranslatedOf } from '#lib/content/translations.ts';
import type { LanguageLink } from '#lib/messages/languages.ts';
import { adoptLinks, mainLinks } from './navigation.ts';
import { SocialLinks, socialNetworks } from './SocialLinks.tsx';
import { routes } from '#lib/routes.ts';

interface HeaderProps {
  site: Site;
  currentPath: string;
  /** This page in the site's other languages. */
  languages: LanguageLink[];
}

export function Header({ site, currentPath, languages }: HeaderProps) {
  const t = useT();
  const given = useGiven();
  const { atOrUnder, inAdopt } = placeInMenus(currentPath);
  const current = (href: string) => (atOrUnder.includes(href) ? 'page' : undefined);
  return (
    <header className="site-header">
      {/* Inside the banner landmark, so that no content lies outside a landmark. */}
      <a className="skip-link" href="#page-view">
        {t('header.skipLink')}
      </a>
      {(socialNetworks(site).length > 0 || site.storeUrl) && (
        <div className="topbar">
          <SocialLinks site={site} />
          {site.storeUrl && (
            <ExternalLink className="topbar-store" href={site.storeUrl}>
              {t('header.storeLink')}
            </ExternalLink>
          )}
        </div>
      )}
      <div className="brand-row">
        <a className="brand" href={t.link(routes.home.path)}>
          <img src={site.logo} alt="" width="56" height="56" />
          <span className="brand-text">
            <span className="brand-name">{site.name}</span>
            <span className="brand-tagline" lang={englishIn(site, 'tagline')}>
              {site.tagline}
            </span>
          </span>
        </a>
        {languages.map((language) => (
          // Named in its own language, so screen readers say it as it is written.
          <a
            key={language.lang}
            className="language-link"
            href={language.href}
            hrefLang={language.lang}
            lang={language.lang}
          >
            {language.name}
          </a>
        ))}
        {/* The menu opens through :target, so it works without JavaScript. */}
        <a className="menu-toggle" href="#site-nav">
          {t('header.menu')}
        </a>
      </div>
      <nav id="site-nav" className="site-nav" aria-label={t('header.mainNavigation')}>
        <a className="menu-close" href="#">
          {t('header.closeMenu')}
        </a>
        <ul className="nav-list">
          <li className="nav-item nav-dropdown">
            {/* A popover closes on Escape and returns focus to its button, without JavaScript. */}
            <button
              type="button"
              className={inAdopt ? 'nav-link is-current' : 'nav-link'}
              popoverTarget="adopt-menu"
            >
              {t('nav.adopt')}
            </button>
            {/* On phones the Adopt links are listed under this label, no button needed. */}
            <span className="nav-group-label" aria-hidden="true">
              {t('nav.adopt')}
            </span>
            <ul id="adopt-menu" className="dropdown-list" popover="auto">
              {adoptLinks
                .filter((link) => given(link.href))
                .map((link) => (
                  <li key={link.href}>
                    <a
                      className="nav-link"
                      href={t.link(link.href)}
                      aria-current={current(link.href)}
                    >
                      {t(link.label)}
                    </a>
                  </li>
                ))}
            </ul>
          </li>
          {mainLinks
            .filter((link) => given(link.href))
            .map((link) => (
              <li className="nav-item" key={link.href}>
                <a className="nav-link" href={t.link(link.href)} aria-current={current(link.href)}>
                  {t(link.label)}
                </a>
              </li>
            ))}
          {site.storeUrl && (
            <li className="nav-item">
              <ExternalLink className="nav-link" href={site.storeUrl}>
                {t('nav.store')}
              </ExternalLink>
            </li>
          )}
          <li className="nav-item">
            <a
              className="nav-link"
              href={t.link(routes.about.path)}
              aria-current={current(routes.about.path)}
            >
              {t('nav.aboutUs')}
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}

/**
 * All the header knows of the page's address: the menus' links the page is at or under (marked as
 * current) and whether it is in the Adopt menu. Pages alike in these share one header (layoutHtml.tsx).
 */
export function placeInMenus(path: string) {
  const atOrUnder = [...adoptLinks, ...mainLinks, { href: routes.about.path }]
    .map((link) => link.href)
    .filter((href) => path === href || path.startsWith(`${href}/`));
  const inAdopt =
    adoptLinks.some((link) => atOrUnder.includes(link.href)) || path === routes.adopt.path;
  return { atOrUnder, inAdopt };
}

/** `lang="en"` for a fact of site.json still in English on a page in another language. */
export function englishIn(site: Site, field: keyof Site): 'en' | undefined {
  return untranslatedOf(site).includes(field) ? 'en' : undefined;
}
