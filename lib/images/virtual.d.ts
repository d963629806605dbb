declare module 'virtual:responsive-images' {
  /** Every content photo by its path on the site (build/responsiveImages.ts). */
  const images: import('./manifest.ts').ImageManifest;
  export default images;
}
