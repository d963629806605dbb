import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, siteTimeZone, timeZoneOfState } from '#lib/content/timeZones.ts';

const address = { street: 'PO Box 1', city: 'Omaha', state: 'NE', zip: '68101' };

describe('the rescue’s time zone', () => {
  it('comes from the state when site.json names none', () => {
    expect(timeZoneOfState('NE')).toBe('America/Chicago');
    expect(timeZoneOfState('co')).toBe('America/Denver');
    expect(siteTimeZone({ address })).toBe('America/Chicago');
    expect(siteTimeZone({ address: { ...address, state: 'WA' } })).toBe('America/Los_Angeles');
  });

  it('is the one site.json names, else UTC for a place outside the map', () => {
    expect(siteTimeZone({ address, timeZone: 'America/Denver' })).toBe('America/Denver');
    expect(timeZoneOfState('ZZ')).toBeUndefined();
    expect(siteTimeZone({ address: { ...address, state: 'ZZ' } })).toBe('UTC');
  });

  it('maps every state to a zone this runtime knows', () => {
    const states =
      'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR VI GU MP AS';
    for (const state of states.split(' ')) {
      expect(isKnownTimeZone(timeZoneOfState(state)!)).toBe(true);
    }
    expect(isKnownTimeZone('America/Nowhere')).toBe(false);
  });
});
