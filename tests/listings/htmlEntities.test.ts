import { decodeHTML } from 'entities/decode';
import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from '#lib/listings/htmlEntities.ts';
import { adoptableAnimals } from './listingFixtures.ts';

describe('decodeHtmlEntities', () => {
  it('decodes every named entity of HTML 4.01 and &apos; as a browser does (the entities package)', () => {
    // Python's html.entities.name2codepoint: HTML 4.01's list, which PHP's htmlentities writes.
    const names =
      'nbsp iexcl eacute Eacute ntilde szlig yuml OElig Scaron fnof circ tilde Alpha omega thetasym ensp zwj lrm ndash mdash lsquo rsquo sbquo ldquo rdquo bdquo dagger bull hellip permil prime lsaquo euro image trade alefsym larr crarr forall nabla lowast infin there4 ne le sdot lceil lang rang loz spades hearts diams quot amp apos lt gt frac12 deg copy reg'.split(
        ' ',
      );
    for (const name of names) {
      const entity = `&${name};`;
      expect(decodeHtmlEntities(entity), entity).toBe(decodeHTML(entity));
      expect(decodeHtmlEntities(entity), entity).not.toBe(entity);
    }
  });

  it('decodes numeric references as a browser does: C1 controls as Windows-1252, invalid ones as U+FFFD', () => {
    const codePoints = [
      0, 9, 10, 39, 65, 127, 128, 133, 141, 150, 159, 160, 233, 0xd800, 0xdfff, 0xfffd, 0x1f415,
      0x10ffff, 0x110000, 99999999999,
    ];
    for (const codePoint of codePoints) {
      for (const entity of [
        `&#${codePoint};`,
        `&#x${codePoint.toString(16)};`,
        `&#X${codePoint.toString(16).toUpperCase()};`,
        `&#0${codePoint};`,
      ]) {
        expect(decodeHtmlEntities(entity), entity).toBe(decodeHTML(entity));
      }
    }
  });

  it('decodes the service’s real-shaped descriptions as the entities package does, and leaves unknown names', () => {
    for (const { name, description } of adoptableAnimals()) {
      for (const text of [name, description ?? '']) {
        expect(decodeHtmlEntities(text)).toBe(decodeHTML(text));
      }
    }
    expect(decodeHtmlEntities('Rex &amp; Bo &bogus; &#39;s &;')).toBe("Rex & Bo &bogus; 's &;");
  });
});
