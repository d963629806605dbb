import type { Site } from '#lib/content/types.generated.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import 'virtual:theme.css';
import './styles.css';

interface LayoutProps {
  site: Site;
  currentPath: string;
  pageHtml: string;
}

export function Layout({ site, currentPath, pageHtml }: LayoutProps) {
  return (
    <>
      <Header site={site} currentPath={currentPath} />
      <aside className="surrender-banner" aria-label="Surrenders and returns">
        <p>Need to surrender or return a dog? We are here to help, without judgement.</p>
        <a className="button button-light" href="/resources/surrenders-return">
          Learn more<span className="visually-hidden"> about surrenders and returns</span>
        </a>
      </aside>
      <main id="page-view" tabIndex={-1} dangerouslySetInnerHTML={{ __html: pageHtml }} />
      <Footer site={site} />
    </>
  );
}
