import { createHash } from 'node:crypto';

/**
 * The bundled sample rescue's facts and photos, as the template ships them: `rescue init` replaces
 * them, and `rescue validate` warns where a new rescue's content still holds one.
 */
export const sampleRescue = {
  name: 'North Star Shepherd & Corgi Rescue',
  /** Each fact a volunteer could have copied, as written in the sample's content. */
  facts: [
    { what: 'name', text: 'North Star' },
    { what: 'tagline', text: 'Different Size, Same Heart' },
    { what: 'site address', text: 'northstarrescue' },
    { what: 'phone', text: '612-555-0123' },
    { what: 'e-mail address', text: 'info@example.org' },
    { what: 'e-mail address', text: 'adopt@example.org' },
    { what: 'e-mail address', text: 'foster@example.org' },
    { what: 'e-mail address', text: 'volunteer@example.org' },
    { what: 'e-mail address', text: 'surrender@example.org' },
    { what: 'e-mail address', text: 'courtesy@example.org' },
    { what: 'e-mail address', text: 'donations@example.org' },
    { what: 'postal address', text: 'PO Box 12345' },
    { what: 'EIN', text: '12-3456789' },
    { what: 'social link', text: 'NorthStarRescueSample' },
    { what: 'social link', text: 'northstarrescue.sample' },
    { what: 'listing organisation id', text: 'MN999' },
  ],
  /** The first 16 hex digits of the SHA-256 of each file of the sample's content/media. */
  photoHashes: new Set([
    '32d043222221459b',
    '6301fe6454341789',
    'e0b7f4a3bfdf05ae',
    '5dea821f96491260',
    'ccbe2f08f8c69267',
    '622d1ef71e45b69d',
    'b29bc9ec0e44c9af',
    '8e7d6c8aa85fabb4',
    '976849726c132e99',
    'a3f78111fd71f917',
    'bb6dfbe99a779a8c',
    '71dee6ea7b36ea37',
    '9277f11d3a6c7b25',
    '9bb7df8a6fe8c9c2',
    'b7103d72061f8579',
    'a8f81d363f3f3064',
    'ae100a1946fd6d0b',
    '59a9a8cc0c9e22ac',
    '06a0950b8c28fe12',
    'a11f6edc5b9f6214',
    '86578a5180d3c784',
    'c780121ec5cef7ff',
    '201aac39f51170b6',
    '8f8cf641391bb4fa',
    '94d74c74f6c02738',
    '45777bced5bd1dd6',
    '2a5eecd44ad5afaf',
    'ad2b4945de6400c8',
    'ee034100976f14ac',
    'ce8710a74616a831',
    'f6bd48abb2901cfa',
    '65a2513025e5db17',
    'c1654353c2e8246b',
    'a2cb168d9964b943',
    '874f24871297f132',
    '4d4584874771e8d6',
    '6a0c6cdb045107e0',
    '66ee7b38520f72da',
    'd7821f40d6ca396f',
    '5030f8d7be536454',
    '38201702234e043f',
    'f423b09cf2cc3032',
    '5ee522a84d74ed73',
    '40ee5da71b7c1e48',
    '5c541dad786d444d',
    'e37646362f560703',
    '60ef8a467b6f1eb9',
    '732d80a77985ff6f',
    '585a7b3cd62d2aae',
    '13d14df4083bff97',
    '25902e2b956206da',
    'ceeb29f59919c774',
    '8a85b1b2ea103e69',
    '14868716daae407d',
    '5322b0ff40fa1c2e',
  ]),
};

/** Whether these are the sample rescue's facts (a copy not yet started with `rescue init`). */
export function isSampleSite(site: { name?: unknown }): boolean {
  return site.name === sampleRescue.name;
}

/** The key a file is known by in photoHashes. */
export function photoHash(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex').slice(0, 16);
}
