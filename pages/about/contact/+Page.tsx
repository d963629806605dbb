import type { SiteData } from '../../../renderer/siteData.ts';
import { Breadcrumbs } from '../../../components/Breadcrumbs.tsx';

export default function Page({ site }: SiteData) {
  return (
    <>
      <Breadcrumbs trail={[{ label: 'About', href: '/about' }, { label: 'Contact' }]} />
      <h1>Contact Us</h1>
      <form className="form">
        <label>
          First name
          <input name="firstName" autoComplete="given-name" />
        </label>
        <label>
          Last name
          <input name="lastName" autoComplete="family-name" />
        </label>
        <label>
          Email address
          <input name="email" type="email" autoComplete="email" />
        </label>
        <label>
          Phone number
          <input name="phone" type="tel" autoComplete="tel" />
        </label>
        <label>
          Message
          <textarea name="message" rows={6} />
        </label>
        {/* Nothing receives this form yet, so the button stays off and says where to write instead. */}
        <p id="contact-how" className="note">
          Online sending is not available yet: please e-mail your message to{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a> or call{' '}
          <a href={`tel:${site.phone.replace(/[^0-9+]/g, '')}`}>{site.phone}</a>.
        </p>
        <button type="submit" disabled aria-describedby="contact-how">
          Submit
        </button>
      </form>
    </>
  );
}
