export { formPageData as data } from '#renderer/siteData.ts';
