// Responsive versions of the content photos: which widths exist, where they are published, and
// the `sizes` of each layout. Shared by the build (which writes them) and the pages (which link them).

/** What the build knows of a content photo: its content hash and intrinsic size. */
export interface SourceImage {
  hash: string;
  width: number;
  height: number;
}

export type ImageFormat = 'avif' | 'webp';
export const imageFormats: ImageFormat[] = ['avif', 'webp'];

/** Widths published, up to the photo's own: a 280 px card at 1× up to a full-width hero at 2×. */
const widthLadder = [400, 640, 800, 1200, 1600];

/** The widths a photo is published at: the ladder below its own width, and its own. */
export function widthsOf(source: SourceImage): number[] {
  return [...widthLadder.filter((width) => width < source.width), source.width];
}

/** Under /assets/, which every host caches forever: the name changes with the content. */
export function variantPath(source: SourceImage, width: number, format: ImageFormat): string {
  return `/assets/images/${source.hash}-${width}.${format}`;
}

/** How wide each layout shows a photo (renderer/styles.css), for the browser to pick a file. */
export const layoutSizes = {
  /** Card grids and the details gallery: 1 to 4 columns in a 75rem page. */
  card: '(min-width: 1200px) 285px, (min-width: 900px) 31vw, (min-width: 600px) 48vw, 100vw',
  /** The home carousel, edge to edge. */
  hero: '100vw',
  /** One photo in the text column (event details, the video poster). */
  wide: '(min-width: 832px) 800px, 100vw',
  /** A team member's portrait. */
  portrait: '320px',
};
export type ImageLayout = keyof typeof layoutSizes;

export function srcSetOf(source: SourceImage, format: ImageFormat): string {
  return widthsOf(source)
    .map((width) => `${variantPath(source, width, format)} ${width}w`)
    .join(', ');
}
