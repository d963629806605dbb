import type { MessageKey } from '#lib/messages/translator.ts';
import { menuRoutes, siteMapSections, type PageRoute } from '#lib/routes.ts';

/** A page in the navigation: its name is a message of the catalogue. */
export interface NavLink {
  label: MessageKey;
  href: string;
}

const linkTo = (route: PageRoute): NavLink => ({ label: route.label!, href: route.path });

/** The header's and footer's menus (lib/routes.ts); Store is the external shop, so it comes from site.json. */
export const adoptLinks = menuRoutes('adopt').map(linkTo);
export const mainLinks = menuRoutes('main').map(linkTo);
/** Pages linked from every footer, so that none is reachable one way only. */
export const footerLinks = menuRoutes('footer').map(linkTo);

/** Every page of the site by section, for the site map; record pages are added from content. */
export const siteSections = siteMapSections().map(({ heading, routes }) => ({
  heading,
  links: routes.map(linkTo),
}));
