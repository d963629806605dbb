// The build's own Vite plugins, one a file: vite.config.ts loads them bundled (bundled.js).
export { adminPlugin } from './admin.ts';
export { contentCheckPlugin } from './contentCheck.ts';
export { filterStylesPlugin } from './filterStyles.ts';
export { oldOutputPlugin } from './oldOutput.ts';
export { preactInBrowserPlugin } from './preactInBrowser.ts';
export { responsiveImagesPlugin } from './responsiveImages.ts';
export { samplePhotosPlugin } from './samplePhotos.ts';
export { siteFilesPlugin } from './siteFilesPlugin.ts';
export { themeStylesPlugin } from './themeStyles.ts';
