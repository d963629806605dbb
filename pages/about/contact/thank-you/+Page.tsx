import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { ThankYou } from '#components/forms/ThankYou.tsx';

export default function Page() {
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'About', href: '/about' },
          { label: 'Contact', href: '/about/contact' },
          { label: 'Thank You' },
        ]}
      />
      <ThankYou form="contact" level={1} />
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </>
  );
}
