import { useGiven } from '#components/GivenPages.tsx';
import { Message, useT } from '#components/Messages.tsx';
import type { Site } from '#lib/content/types.generated.ts';
import { englishIn } from './Header.tsx';
import { footerLinks } from './navigation.ts';
import { SocialLinks } from './SocialLinks.tsx';

export function Footer({ site }: { site: Site }) {
  const t = useT();
  const given = useGiven();
  const { address } = site;
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <div>
          <p className="footer-name">{site.name}</p>
          <address>
            {address.street}
            <br />
            {address.city}, {address.state} {address.zip}
            <br />
            <a href={`tel:${site.phone.replace(/[^0-9+]/g, '')}`}>{site.phone}</a>
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
        </div>
        <div>
          {(site.taxStatus || site.ein) && (
            <p>
              {site.taxStatus &&
                (englishIn(site, 'taxStatus') ? (
                  <Message
                    id="footer.taxStatus"
                    parts={{ name: site.name, taxStatus: <span lang="en">{site.taxStatus}</span> }}
                  />
                ) : (
                  t('footer.taxStatus', { name: site.name, taxStatus: site.taxStatus })
                ))}
              {site.taxStatus && site.ein && <br />}
              {site.ein && t('footer.ein', { ein: site.ein })}
            </p>
          )}
          <SocialLinks site={site} />
        </div>
      </div>
      <nav aria-label={t('footer.navigation')}>
        <ul className="footer-links">
          {footerLinks
            .filter((link) => given(link.href))
            .map((link) => (
              <li key={link.href}>
                <a href={t.link(link.href)}>{t(link.label)}</a>
              </li>
            ))}
        </ul>
      </nav>
      <p className="footer-copyright" lang={englishIn(site, 'copyright')}>
        {site.copyright}
      </p>
    </footer>
  );
}
