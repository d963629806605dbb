export { siteData as data } from '#renderer/siteData.ts';
