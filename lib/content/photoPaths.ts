import type { Photo } from './types.generated.ts';

/** Fields that hold a picture's path alone: a partner's logo; the site's logo and icon. */
const barePhotoFields = new Set(['partnerImage', 'logo', 'favicon']);

/** Every photo path in a record, with its JSON pointer. */
export function photoPaths(record: Record<string, unknown>): [string, string][] {
  const found: [string, string][] = [];
  for (const [field, value] of Object.entries(record)) {
    if (barePhotoFields.has(field) && typeof value === 'string') found.push([`/${field}`, value]);
    const photos = Array.isArray(value) ? value : [value];
    photos.forEach((photo, index) => {
      if (isPhoto(photo)) {
        const at = Array.isArray(value) ? `/${field}/${index}/href` : `/${field}/href`;
        found.push([at, photo.href]);
      }
    });
  }
  return found;
}

export function isPhoto(value: unknown): value is Photo {
  return typeof value === 'object' && value !== null && 'href' in value && 'alt' in value;
}
