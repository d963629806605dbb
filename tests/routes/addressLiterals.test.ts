import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** A quoted site address, such as '/donate' or `/adopt/available-dogs/details-page/${id}`. */
const addressLiteral = /(['"`])(\/[a-z][\w\-/.{}$]*)\1/g;

/** An address typed against the route table compiles only if the table has it. */
const typedAddress = /^\s*satisfies PagePath\b/;

/** The site addresses written by hand in a source file, comments aside. */
function addressesIn(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  return [...code.matchAll(addressLiteral)]
    .filter((match) => !typedAddress.test(code.slice(match.index + match[0].length)))
    .map((match) => match[2]!);
}

const sourceFiles = ['pages', 'components', 'renderer', 'server'].flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => join(folder, file)),
);

describe('addresses', () => {
  it('are found by this check when written by hand', () => {
    expect(addressesIn(`<a href="/donate">`)).toEqual(['/donate']);
    expect(addressesIn('href={`/events/event-details/${event.id}`}')).toEqual([
      '/events/event-details/${event.id}',
    ]);
    expect(addressesIn(`// see '/about'\nconst re = /"/g;`)).toEqual([]);
    expect(addressesIn(`canonical: '/adopt/application' satisfies PagePath,`)).toEqual([]);
  });

  it('come from the route table (lib/routes.ts) in every page, component, renderer and host file', () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
    const written = sourceFiles.flatMap((file) =>
      addressesIn(readFileSync(file, 'utf8')).map((address) => `${file}: ${address}`),
    );
    expect(written).toEqual([]);
  });
});
