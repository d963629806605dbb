import { stripVTControlCharacters } from 'node:util';
import { inject, describe, expect, it } from 'vitest';

describe("npm start's build", () => {
  it('prints one line per step: no warning that is not the user’s to fix, no stack trace', () => {
    // A long step's progress lines ("… 11 of 252 (4%), about 8 min left") belong to that step.
    const progress = /^[\w ]+: [\d,]+ of [\d,]+ \(\d+%\), about .* left$/;
    // Colours are on where the build's output is a terminal (as on CI); the words are what count.
    const lines = stripVTControlCharacters(inject('siteBuildOutput'))
      .trim()
      .split('\n')
      .filter((line) => !progress.test(line));
    expect(lines.length, lines.join('\n')).toBeLessThanOrEqual(8);
    const output = lines.join('\n');
    expect(output).toMatch(/✓ \d+ HTML documents pre-rendered\./);
    expect(output).toMatch(/^Responsive images: .* in [\d.]+ s$/m);
    for (const noise of ['configLoader', '[Warning]', 'externalized', 'PLUGIN_TIMINGS', '.html']) {
      expect(output).not.toContain(noise);
    }
    expect(output).not.toMatch(/^\s+at /m);
  });
});
