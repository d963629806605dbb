import type {
  BreadcrumbList,
  Event as EventNode,
  ItemAvailability,
  NGO,
  Product,
  Thing,
  USNonprofitType,
  WebPage,
} from 'schema-dts';
import type { DogStatus } from '../content/dogLife.ts';
import type { Dog, Event, Site } from '../content/types.generated.ts';
import { zonedToIso } from '../content/zonedTime.ts';
import { siteTimeZone } from '../content/timeZones.ts';
import { summaryOf } from './text.ts';
import { jsonInScript } from '../jsonInScript.ts';
import { absoluteUrl } from './urls.ts';
import type { Crumb } from '../routes.ts';

const organizationId = (site: Site) => absoluteUrl(site, '/#organization');

/** The rescue as a non-profit, for the home and About pages. */
export function organizationNode(site: Site): NGO {
  const section = /501\(c\)\((\d+)\)/.exec(site.taxStatus ?? '')?.[1];
  return {
    '@type': 'NGO',
    '@id': organizationId(site),
    name: site.name,
    alternateName: site.shortName,
    slogan: site.tagline,
    url: absoluteUrl(site, '/'),
    logo: absoluteUrl(site, site.logo),
    email: site.email,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.state,
      postalCode: site.address.zip,
      addressCountry: 'US',
    },
    ...(site.history && { foundingDate: String(site.history.founded) }),
    ...(site.ein && { taxID: site.ein }),
    ...(section && {
      nonprofitStatus: `https://schema.org/Nonprofit501c${section}` as USNonprofitType,
    }),
    sameAs: Object.values(site.social ?? {}),
  };
}

/** An event with its times in the rescue's time zone, its place, and the rescue as organizer. */
export function eventNode(site: Site, event: Event, pagePath: string): EventNode {
  return {
    '@type': 'Event',
    name: event.eventName,
    description: summaryOf(event.eventShortDescription, 1000),
    startDate: zonedToIso(event.eventStart, siteTimeZone(site)),
    endDate: zonedToIso(event.eventEnd, siteTimeZone(site)),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.eventLocationName, address: event.eventAddress },
    image: absoluteUrl(site, event.eventPhotoLink.href),
    url: absoluteUrl(site, pagePath),
    organizer: {
      '@type': 'NGO',
      '@id': organizationId(site),
      name: site.name,
      url: absoluteUrl(site, '/'),
    },
  };
}

/** Whether a dog can be adopted, in the words search engines read an offer's availability in. */
const dogAvailability: Record<DogStatus, ItemAvailability> = {
  Available: 'https://schema.org/InStock',
  'Adoption pending': 'https://schema.org/LimitedAvailability',
  Adopted: 'https://schema.org/SoldOut',
  Unavailable: 'https://schema.org/OutOfStock',
};

/** A dog's page: the dog, and its adoption as an offer of the rescue's, with its fee and availability. */
export function dogNode(site: Site, dog: Dog, pagePath: string): Product {
  const url = absoluteUrl(site, pagePath);
  return {
    '@type': 'Product',
    name: dog.dogName,
    productID: dog.dogID,
    description: summaryOf(dog.dogDescription, 1000),
    ...(dog.dogPhotoLink?.[0] && { image: absoluteUrl(site, dog.dogPhotoLink[0].href) }),
    url,
    offers: {
      '@type': 'Offer',
      url,
      availability: dogAvailability[dog.dogAdoptionStatus],
      ...(dog.dogAdoptionFee !== undefined && {
        price: dog.dogAdoptionFee,
        priceCurrency: 'USD',
      }),
      seller: { '@type': 'NGO', '@id': organizationId(site), name: site.name },
    },
  };
}

/** A breadcrumb trail as search results show it; the last crumb is the page itself. */
export function breadcrumbNode(site: Site, trail: Crumb[], pageUrl: string): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: index === trail.length - 1 || !crumb.href ? pageUrl : absoluteUrl(site, crumb.href),
    })),
  };
}

export function webPageNode(
  site: Site,
  page: { title: string; description: string; url: string; inLanguage: string },
): WebPage {
  return {
    '@type': 'WebPage',
    '@id': page.url,
    url: page.url,
    name: page.title,
    description: page.description,
    inLanguage: page.inLanguage,
    isPartOf: { '@type': 'WebSite', name: site.name, url: absoluteUrl(site, '/') },
  };
}

/** One JSON-LD document for the page, to write inside its script element. */
export function jsonLdScript(nodes: Thing[]): string {
  return jsonInScript({ '@context': 'https://schema.org', '@graph': nodes });
}
