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
  /**
   * Each file of the sample's content/media as `bytes:hash` (its size, and the first 16 hex digits
   * of its SHA-256): the size rules out almost every other file without reading it.
   */
  photos: new Set([
    '637:32d043222221459b',
    '12220:6301fe6454341789',
    '9760:e0b7f4a3bfdf05ae',
    '11914:5dea821f96491260',
    '12116:ccbe2f08f8c69267',
    '9434:622d1ef71e45b69d',
    '11210:b29bc9ec0e44c9af',
    '9894:8e7d6c8aa85fabb4',
    '11394:976849726c132e99',
    '11450:a3f78111fd71f917',
    '11686:bb6dfbe99a779a8c',
    '10424:71dee6ea7b36ea37',
    '12130:9277f11d3a6c7b25',
    '13946:9bb7df8a6fe8c9c2',
    '9372:b7103d72061f8579',
    '10810:a8f81d363f3f3064',
    '12776:ae100a1946fd6d0b',
    '13432:59a9a8cc0c9e22ac',
    '18872:06a0950b8c28fe12',
    '11774:a11f6edc5b9f6214',
    '11226:86578a5180d3c784',
    '9734:c780121ec5cef7ff',
    '9670:201aac39f51170b6',
    '9716:8f8cf641391bb4fa',
    '12848:94d74c74f6c02738',
    '9916:45777bced5bd1dd6',
    '13654:2a5eecd44ad5afaf',
    '9696:ad2b4945de6400c8',
    '988:ee034100976f14ac',
    '1033:ce8710a74616a831',
    '828:f6bd48abb2901cfa',
    '980:65a2513025e5db17',
    '1118:c1654353c2e8246b',
    '13074:a2cb168d9964b943',
    '13258:874f24871297f132',
    '13200:4d4584874771e8d6',
    '13616:6a0c6cdb045107e0',
    '12200:66ee7b38520f72da',
    '8770:d7821f40d6ca396f',
    '7750:5030f8d7be536454',
    '21964:38201702234e043f',
    '21520:f423b09cf2cc3032',
    '21198:5ee522a84d74ed73',
    '5928:40ee5da71b7c1e48',
    '5706:5c541dad786d444d',
    '3458:e37646362f560703',
    '4312:60ef8a467b6f1eb9',
    '5018:732d80a77985ff6f',
    '3580:585a7b3cd62d2aae',
    '3806:13d14df4083bff97',
    '5350:25902e2b956206da',
    '2964:ceeb29f59919c774',
    '5816:8a85b1b2ea103e69',
    '3400:14868716daae407d',
    '5650:5322b0ff40fa1c2e',
  ]),
};

/** Whether these are the sample rescue's facts (a copy not yet started with `rescue init`). */
export function isSampleSite(site: { name?: unknown }): boolean {
  return site.name === sampleRescue.name;
}

const photoSizes = new Set([...sampleRescue.photos].map((key) => Number(key.split(':')[0])));

/** Whether a file of this many bytes may be one of the sample's pictures. */
export function mayBeSamplePhoto(bytes: number): boolean {
  return photoSizes.has(bytes);
}

/** The key a file is known by in `photos`. */
export function photoKey(data: Buffer): string {
  return `${data.length}:${createHash('sha256').update(data).digest('hex').slice(0, 16)}`;
}
