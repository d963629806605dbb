import { routes } from '#lib/routes.ts';
import { formPageData } from '#renderer/siteData.ts';

export const data = formPageData('contact', routes.contact);
