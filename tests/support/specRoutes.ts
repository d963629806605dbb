import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readValidContent } from '#lib/content/load.ts';

/** Every route of spec §2 without a parameter, with the heading it must show. */
export const staticRoutes: Record<string, string> = {
  '/': 'North Star Shepherd & Corgi Rescue',
  '/adopt': 'Ready For Adoption',
  '/adopt/application': 'Adoption Application',
  '/adopt/adoption-application': 'Adoption Application',
  '/adopt/available-dogs': 'Ready For Adoption',
  '/adopt/courtesy-postings': 'Courtesy Postings',
  '/get-involved': 'Get Involved',
  '/get-involved/foster': 'Fostering',
  '/get-involved/foster-application': 'Foster Application',
  '/get-involved/foster-application/thank-you': 'Thank you for applying to foster',
  '/get-involved/volunteer': 'Volunteer',
  '/get-involved/volunteer/volunteer-application': 'Volunteer Application',
  '/get-involved/volunteer/volunteer-application/thank-you': 'Thank you for offering to volunteer',
  '/get-involved/animals-needing-foster-homes': 'Animals Needing Fosters',
  '/donate': 'Donate',
  '/amazon-smile': 'Amazon Smile',
  '/wooftrax': 'WoofTrax',
  '/sponsor-a-rescue-animal': 'Sponsor a Rescue Animal',
  '/wish-list': 'Wish List',
  '/events': 'Events',
  '/events/event-listings': 'Event Listings',
  '/rescue-tails': 'Rescue Tails',
  '/rescue-tails/forever-stories': 'Forever Stories',
  '/rescue-tails/rainbow-bridge': 'Rainbow Bridge',
  '/resources': 'Resources',
  '/resources/surrenders-return': 'Surrenders and Returns',
  '/resources/adoption-faqs': 'Adoption FAQs',
  '/resources/newsletter': 'Newsletter',
  '/store': 'Store',
  '/about': 'About Us',
  '/about/our-team': 'Our Team',
  '/about/contact': 'Contact Us',
  '/about/contact/thank-you': 'Thank you for your message',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
  '/legal': 'Legal Notices',
  '/site-map': 'Site Map',
};

/** The pages that show live listing-service data and so may load JavaScript. */
export const liveRoutes = ['/adopt', '/rescue-tails/forever-stories'];

/** Static pages that load one small script of their own (the filters' URL), and no framework. */
export const scriptRoutes = ['/adopt/available-dogs'];

/** One route per bundled record, with its heading. */
export function recordRoutes(): Record<string, string> {
  const content = readValidContent();
  const routes: Record<string, string> = {};
  for (const dog of content.dogs) {
    routes[`/adopt/available-dogs/details-page/${dog.id}`] =
      `Details Page for ${dog.dogName} - ${dog.dogID}`;
  }
  // Every posting: the run's pinned day (SOURCE_DATE_EPOCH) shows them all, so none drops out unseen.
  for (const posting of content.courtesyPostings) {
    routes[`/adopt/courtesy-postings/details-page/${posting.id}`] =
      `Details Page for ${posting.dogName} - ${posting.dogID}`;
  }
  for (const event of content.events) routes[`/events/event-details/${event.id}`] = event.eventName;
  for (const member of content.team) {
    routes[`/about/our-team/details-page/${member.id}`] = member.teamMemberName;
  }
  return routes;
}

/** The /details/{id} pages a build prerendered from its listing snapshot. */
export function snapshotDetailRoutes(clientDir: string): string[] {
  return readdirSync(join(clientDir, 'details')).map((id) => `/details/${id}`);
}
