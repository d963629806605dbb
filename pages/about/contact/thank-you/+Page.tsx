import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { ThankYou } from '#components/forms/ThankYou.tsx';
import { useT } from '#components/Messages.tsx';

export default function Page() {
  const t = useT();
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: t('nav.about'), href: '/about' },
          { label: t('nav.contact'), href: '/about/contact' },
          { label: t('nav.thankYou') },
        ]}
      />
      <ThankYou form="contact" level={1} />
      <p>
        <a href="/">{t('common.homePage')}</a>
      </p>
    </>
  );
}
