import type { Data } from './+data.ts';
import { useT } from '#components/Messages.tsx';

export default function Page({ sections }: Data) {
  const t = useT();
  return (
    <>
      <h1>{t('nav.siteMap')}</h1>
      <div className="site-map">
        {sections.map(({ heading, links }) => (
          <section key={heading} aria-labelledby={slug(heading)}>
            <h2 id={slug(heading)}>{heading}</h2>
            <ul>
              {links.map((link) => (
                <li key={link.href}>
                  <a href={t.link(link.href)}>{link.label}</a>
                  {link.children.length > 0 && (
                    <ul>
                      {link.children.map((child) => (
                        <li key={child.href}>
                          <a href={t.link(child.href)}>{child.label}</a>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

const slug = (heading: string) => `site-map-${heading.toLowerCase().replace(/\W+/g, '-')}`;
