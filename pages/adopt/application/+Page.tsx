import { ExternalLink } from '#components/ExternalLink.tsx';
import type { SiteData } from '#renderer/siteData.ts';
import { Message, useT } from '#components/Messages.tsx';

export default function Page({ site }: SiteData) {
  const t = useT();
  return (
    <>
      <h1>{t('nav.adoptionApplication')}</h1>
      {site.forms?.adoptionApplication && (
        <p className="note">
          <Message
            id="adopt.formNote"
            parts={{
              link: (
                <ExternalLink href={site.forms.adoptionApplication}>
                  {t('adopt.formLink')}
                </ExternalLink>
              ),
            }}
          />
        </p>
      )}
      {site.forms?.adoptionApplicationEmbed && (
        <iframe
          className="embedded-form"
          src={site.forms.adoptionApplicationEmbed}
          title={t('adopt.formTitle')}
          height="800"
          loading="lazy"
        />
      )}
    </>
  );
}
