import { Breadcrumbs } from '../../../../components/Breadcrumbs.tsx';

export default function Page() {
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Get Involved', href: '/get-involved' },
          { label: 'Volunteer', href: '/get-involved/volunteer' },
          { label: 'Volunteer Application' },
        ]}
      />
      <h1>Volunteer Application</h1>
      <p>Please complete all the question below to complete the Application</p>
    </>
  );
}
