import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { messagesFile, readContentAndProblems, readValidContent } from '#lib/content/load.ts';
import { formatProblem } from '#lib/content/problems.ts';
import { messageArgs, messageKeys, messageOf } from '#lib/messages/catalogue.ts';
import {
  formatMessage,
  parseOptions,
  plainDigitLanguages,
  type MessageArgs,
} from '#lib/messages/translator.ts';
import { localeOf } from '#lib/messages/languages.ts';
import { copyContent, editJson } from '../support/contentCopy.ts';

const content = readValidContent();

/** Values worth trying for each argument of a message: every option a select names, counts around plural rules. */
function trialValues(message: MessageFormatElement[]): Map<string, (string | number)[]> {
  const values = new Map<string, Set<string | number>>();
  const add = (name: string, ...tried: (string | number)[]) => {
    const set = values.get(name) ?? new Set();
    for (const value of tried) set.add(value);
    values.set(name, set);
  };
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) add(element.value, 'Rex', 12);
      if (element.type === TYPE.number) add(element.value, 0, 25, 1234.5, '350');
      if (element.type === TYPE.select) add(element.value, ...Object.keys(element.options), 'x');
      if (element.type === TYPE.plural) add(element.value, 0, 1, 2, 5, 21, 1000, 1_000_000);
      if ('options' in element) {
        for (const option of Object.values(element.options)) walk(option.value);
      }
    }
  };
  walk(message);
  return new Map([...values].map(([name, set]) => [name, [...set]]));
}

/** Every combination of the trial values (the catalogue's messages take a few arguments each). */
function combinations(values: Map<string, (string | number)[]>): MessageArgs[] {
  let all: MessageArgs[] = [{}];
  for (const [name, tried] of values) {
    all = all.flatMap((args) => tried.map((value) => ({ ...args, [name]: value })));
  }
  return all;
}

describe("the site's message formatter", () => {
  it('formats every message of both catalogues as intl-messageformat does, byte for byte', () => {
    let compared = 0;
    for (const lang of ['en', 'es']) {
      const { messages, site } = lang === 'en' ? content : content.translations[lang]!;
      const locale = localeOf(lang);
      const defaults = messageArgs(site, lang);
      for (const key of messageKeys(messages)) {
        const source = messageOf(messages, key)!;
        const parsed = parse(source, parseOptions);
        const reference = new IntlMessageFormat(source, locale, undefined, parseOptions);
        for (const args of combinations(trialValues(parsed))) {
          const all = { ...defaults, ...args };
          expect(formatMessage(parsed, locale, all), `${lang} ${key} ${JSON.stringify(args)}`).toBe(
            reference.format(all),
          );
          compared += 1;
        }
      }
    }
    // Both catalogues, hundreds of messages, several arguments' values each.
    expect(compared).toBeGreaterThan(800);
  });

  it('formats the ICU forms the catalogue may use: =n, offset, # and nested select', () => {
    const message = parse(
      '{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others, {kind, select, dog {woof #} other {meow}}}}',
      parseOptions,
    );
    for (const n of [0, 1, 2, 3, 1001]) {
      for (const kind of ['dog', 'cat']) {
        const args = { n, who: 'Ann', kind };
        expect(formatMessage(message, 'en-US', args)).toBe(
          new IntlMessageFormat(message, 'en-US').format(args),
        );
      }
    }
    // A select inside a plural does not see its count: its `#` is text.
    expect(formatMessage(message, 'en-US', { n: 1001, who: 'Ann', kind: 'dog' })).toBe(
      'Ann and 1,000 others, woof #',
    );
    expect(() => formatMessage(message, 'en-US', { n: 2 })).toThrow('{who}');
  });

  it('is a content problem when a message uses a form the formatter does not know (dates, named number styles)', () => {
    const dir = copyContent();
    editJson(dir, messagesFile(), (data) => {
      const listing = data.listing as Record<string, string>;
      listing.loading = 'Loading since {day, date, short}';
      listing.retry = 'Retry {count, number, integer}';
    });
    expect(readContentAndProblems(dir).problems.map(formatProblem)).toEqual([
      'content/messages/en.json: /listing/loading does not parse: date arguments are not supported',
      'content/messages/en.json: /listing/retry does not parse: named number styles (write a skeleton such as ::currency/USD) are not supported',
    ]);
  });
});

describe('counts written without Intl', () => {
  it('are, in each language listed for it, what Intl.NumberFormat writes: every count below 1,000', () => {
    for (const lang of plainDigitLanguages) {
      const format = new Intl.NumberFormat(localeOf(lang));
      for (let count = 0; count < 1000; count++) {
        expect(format.format(count), `${lang} ${count}`).toBe(String(count));
      }
    }
  });
});
