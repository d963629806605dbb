import images from 'virtual:responsive-images';
import {
  layoutSizes,
  srcSetOf,
  variantPath,
  widthsOf,
  type ImageLayout,
} from '#lib/images/responsive.ts';

interface ContentPhotoProps {
  /** A photo under content/media: its path on the site and its alt text. */
  photo: { href: string; alt: string };
  layout: ImageLayout;
  /** The first photo a visitor sees: loaded at once and before the others. */
  priority?: boolean;
}

/**
 * A content photo as AVIF and WebP at the widths the build published (lib/images), sized by its
 * own width and height so nothing moves when it arrives. A photo the build did not publish
 * (SVG, or `vike dev`) is shown as it is.
 */
export function ContentPhoto({ photo, layout, priority = false }: ContentPhotoProps) {
  const loading = priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const };
  const source = images[photo.href];
  if (!source) return <img src={photo.href} alt={photo.alt} {...loading} />;
  const sizes = layoutSizes[layout];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetOf(source, 'avif')} sizes={sizes} />
      <img
        src={variantPath(source, widthsOf(source).at(-1)!, 'webp')}
        srcSet={srcSetOf(source, 'webp')}
        sizes={sizes}
        alt={photo.alt}
        width={source.width}
        height={source.height}
        {...loading}
      />
    </picture>
  );
}
