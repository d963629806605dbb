import { Breadcrumbs } from '#components/Breadcrumbs.tsx';
import { ThankYou } from '#components/forms/ThankYou.tsx';

export default function Page() {
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Get Involved', href: '/get-involved' },
          { label: 'Fostering', href: '/get-involved/foster' },
          { label: 'Foster Application', href: '/get-involved/foster-application' },
          { label: 'Thank You' },
        ]}
      />
      <ThankYou form="foster-application" level={1} />
      <p>
        <a href="/get-involved/animals-needing-foster-homes">
          Meet the animals needing foster homes
        </a>
      </p>
    </>
  );
}
