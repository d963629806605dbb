import { inLanguage } from '../content/load.ts';
import { siteTimeZone } from '../content/timeZones.ts';
import type { Event, Site } from '../content/types.generated.ts';
import { contentTranslator } from '../messages/catalogue.ts';
import { pathIn, siteLanguages } from '../messages/languages.ts';
import { eventCalendarPath, fileRoutes, recordPageUrl } from '../routes.ts';
import type { SiteFile, SiteInputs } from '../siteFiles.ts';
import { timeZoneBlock } from './timeZoneBlock.ts';
import { summaryOf } from './text.ts';
import { absoluteUrl } from './urls.ts';

/**
 * An iCalendar (RFC 5545) file with the given events in a language, linking to their pages in it;
 * `stamp` is when it was made.
 */
function calendarOf(
  site: Site,
  events: Event[],
  { lang, stamp, name }: { lang: string; stamp: Date; name: string },
): string {
  const host = new URL(site.siteUrl).hostname;
  const timeZone = siteTimeZone(site);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(site.name)}//Events//${lang.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
    `X-WR-TIMEZONE:${timeZone}`,
    ...timeZoneBlock(timeZone, stamp.getUTCFullYear()),
    ...events.flatMap((event) => {
      const url = absoluteUrl(site, pathIn(lang, recordPageUrl('events', event.id)));
      return [
        'BEGIN:VEVENT',
        `UID:event-${event.id}-${event.eventID}@${host}`,
        `DTSTAMP:${utcStamp(stamp)}`,
        `DTSTART;TZID=${timeZone}:${localStamp(event.eventStart)}`,
        `DTEND;TZID=${timeZone}:${localStamp(event.eventEnd)}`,
        `SUMMARY:${text(event.eventName)}`,
        `DESCRIPTION:${text(`${summaryOf(event.eventShortDescription, 1000)}\n${url}`)}`,
        `LOCATION:${text(`${event.eventLocationName}, ${event.eventAddress}`)}`,
        `URL:${url}`,
        `ORGANIZER;CN=${param(site.name)}:mailto:${site.email}`,
        'END:VEVENT',
      ];
    }),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** In each language, a calendar file per event and one of every event. */
export function calendarFiles({ content, now }: SiteInputs): SiteFile[] {
  return siteLanguages(content.site).flatMap((lang) => {
    const inLang = inLanguage(content, lang);
    const { site, events } = inLang;
    const name = contentTranslator(inLang)('reach.calendarName', { site: site.shortName });
    return [
      ...events.map((event) => ({
        path: pathIn(lang, eventCalendarPath(event.id)),
        body: calendarOf(site, [event], { lang, stamp: now, name: event.eventName }),
      })),
      {
        path: pathIn(lang, fileRoutes.eventsCalendar),
        body: calendarOf(site, events, { lang, stamp: now, name }),
      },
    ];
  });
}

/** '2022-11-17T11:00' → '20221117T110000'. */
const localStamp = (local: string) => `${local.replaceAll('-', '').replace(':', '')}00`;
const utcStamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
/** A TEXT value: backslash, semicolon, comma and newline escaped (RFC 5545 §3.3.11). */
const text = (value: string) => value.replace(/([\\;,])/g, '\\$1').replace(/\r?\n/g, '\\n');
/** A quoted parameter value: it may not hold a double quote. */
const param = (value: string) => `"${value.replaceAll('"', "'")}"`;

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char) > limit) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
