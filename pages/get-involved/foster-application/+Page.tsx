import type { SiteData } from '../../../renderer/siteData.ts';
import { ExternalLink } from '../../../components/ExternalLink.tsx';
import { Breadcrumbs } from '../../../components/Breadcrumbs.tsx';

export default function Page({ site }: SiteData) {
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: 'Get Involved', href: '/get-involved' },
          { label: 'Fostering', href: '/get-involved/foster' },
          { label: 'Foster Application' },
        ]}
      />
      <h1>Foster Application</h1>
      <p>
        Thank you for your interest in fostering. A home visit is required before you foster, and we
        reserve the right to deny any application.
      </p>
      <p>Responses to ALL questions are REQUIRED. If something does not apply, write N/A.</p>
      <form className="form" aria-labelledby="household">
        <h2 id="household">Information About You and Your Household</h2>
        <label>
          Primary Caregiver First Name
          <input name="firstName" autoComplete="given-name" required />
        </label>
        <label>
          Primary Caregiver Last Name
          <input name="lastName" autoComplete="family-name" required />
        </label>
        <fieldset>
          <legend>Household Address</legend>
          <label>
            Address
            <input name="address" autoComplete="address-line1" required />
          </label>
          <label>
            Apartment/Suite/Other
            <input name="address2" autoComplete="address-line2" required />
          </label>
          <label>
            City
            <input name="city" autoComplete="address-level2" required />
          </label>
          <label>
            State
            <input name="state" autoComplete="address-level1" required />
          </label>
          <label>
            Zip
            <input name="zip" autoComplete="postal-code" inputMode="numeric" required />
          </label>
        </fieldset>
        {/* Nothing receives this form yet, so the button stays off and says how to apply instead. */}
        <p id="foster-how" className="note">
          Online submission is not available yet: please apply with our{' '}
          <ExternalLink href={site.forms.fosterApplication}>foster application form</ExternalLink>{' '}
          or e-mail <a href={`mailto:${site.emails.fostering}`}>{site.emails.fostering}</a>.
        </p>
        <button type="submit" disabled aria-describedby="foster-how">
          Submit
        </button>
      </form>
    </>
  );
}
