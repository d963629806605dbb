import { describe, expect, it } from 'vitest';
import { copyContent, editJson } from '../support/content-copy.ts';
import { buildSite } from '../support/site.ts';

describe('npm run build with invalid content', () => {
  it('fails and names every broken file and field', () => {
    const dir = copyContent();
    editJson(dir, 'dogs/1.json', (dog) => (dog.dogName = ''));
    editJson(dir, 'partners/3.json', (partner) => (partner.partnerLink = 'nope'));
    const build = buildSite({ CONTENT_DIR: dir });
    expect(build.status).not.toBe(0);
    const output = build.stdout + build.stderr;
    expect(output).toContain('content/dogs/1.json: /dogName must be a non-empty string');
    expect(output).toContain('content/partners/3.json: /partnerLink must be a full web address');
  });
});
