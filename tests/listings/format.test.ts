import { describe, expect, it } from 'vitest';
import { excerpt, plainText, yesNo } from '../../components/listings/format.ts';

describe('listing text', () => {
  it('cuts a description at 150 characters and adds ...', () => {
    expect(excerpt('a'.repeat(151))).toBe(`${'a'.repeat(150)}...`);
    expect(excerpt('a'.repeat(150))).toBe('a'.repeat(150));
    expect(excerpt(null)).toBe('');
  });

  it('decodes the entities the service sends, and nothing more', () => {
    expect(plainText('Rex&#039;s &amp; Bo&#x27;s &quot;toys&quot; &lt;3&nbsp;&#0; &hellip;')).toBe(
      `Rex's & Bo's "toys" <3\u00a0&#0; &hellip;`,
    );
  });

  it('says Unknown when the service does not know', () => {
    expect([yesNo(true), yesNo(false), yesNo(null)]).toEqual(['Yes', 'No', 'Unknown']);
  });
});
