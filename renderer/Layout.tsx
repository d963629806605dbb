import { useT } from '#components/Messages.tsx';
import type { Site } from '#lib/content/types.generated.ts';
import type { LanguageLink } from '#lib/messages/languages.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import 'virtual:theme.css';
import './styles.css';
import { PageLink } from '#components/PageLink.tsx';
import { routes } from '#lib/routes.ts';

/** The facts of site.json every page shows in its header and footer. */
export const layoutFacts = ['tagline', 'taxStatus', 'copyright'];

export interface LayoutProps {
  site: Site;
  currentPath: string;
  pageHtml: string;
  languages: LanguageLink[];
  /** The page shows English text for want of a translation into its language. */
  showsEnglish: boolean;
}

export function Layout(props: LayoutProps) {
  const { site, currentPath, pageHtml, languages, showsEnglish } = props;
  const t = useT();
  return (
    <>
      <Header site={site} currentPath={currentPath} languages={languages} />
      <aside className="surrender-banner" aria-label={t('banner.label')}>
        <p>{t('banner.text')}</p>
        <PageLink className="button button-light" to={routes.surrendersReturn}>
          {t('banner.learnMore')}
          <span className="visually-hidden">{t('banner.learnMoreHidden')}</span>
        </PageLink>
      </aside>
      {showsEnglish && (
        <aside className="translation-notice" aria-label={t('language.noticeLabel')}>
          <p>{t('language.untranslated')}</p>
        </aside>
      )}
      <main id="page-view" tabIndex={-1} dangerouslySetInnerHTML={{ __html: pageHtml }} />
      <Footer site={site} />
    </>
  );
}
