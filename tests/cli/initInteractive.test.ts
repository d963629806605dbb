import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeSite, readJson } from './cliFixtures.ts';
import { git, makeTemplateRepo } from './initFixtures.ts';
import { Terminal } from './runRescue.ts';

const erase = (text: string) => '\x7f'.repeat(text.length);

// A real process in a pseudo-terminal: allow for a busy machine.
describe('rescue init in a terminal', { timeout: 120_000 }, () => {
  it('asks each question with its default, and checks each answer as it is typed', async () => {
    const root = await makeSite();
    makeTemplateRepo(root);
    const terminal = new Terminal(root, ['init']);

    await terminal.answer(
      'Organisation name (Full name of the rescue)',
      `${erase('x'.repeat(60))}Lone Star Corgi Rescue`,
    );
    await terminal.waitFor('Short name (');
    await terminal.answer(
      '(Lone Star Corgi Rescue)',
      `${erase('Lone Star Corgi Rescue')}Lone Star Corgis`,
    );
    await terminal.answer('Tagline (', ''); // the default
    // The address Cloudflare will give the Worker, but for the account's subdomain: no other rescue's.
    await terminal.waitFor('Site address (');
    await terminal.answer('(https://lone-star-corgis.workers.dev)', 'http://lonestarcorgis.org');
    await terminal.waitFor('Site address is not in the expected form');
    // A rejected answer is cleared: the next one is typed on an empty line.
    terminal.type('https://lonestarcorgis.org\r');
    await terminal.waitFor('Contact e-mail (');
    await terminal.answer('no default', 'info@lonestarcorgis.org'); // it says why it has none
    await terminal.waitFor('Phone (');
    await terminal.answer('no default: only your', '512-555-0142');
    await terminal.answer('Postal address (', '9 Oak St Austin TX 78701');
    await terminal.waitFor('Postal address must be one line');
    terminal.type('9 Oak St, Austin, TX 78701\r');
    await terminal.waitFor('Time zone (');
    await terminal.answer('(America/Chicago)', ''); // Texas's
    await terminal.answer('Breeds (', `${erase('Mixed Breed')}Corgi`);
    // The default names the breeds and the state.
    await terminal.waitFor('Mission (');
    await terminal.answer('families in Texas.)', '');
    await terminal.answer('Primary colour (', `${erase('#6b3410')}orange`);
    await terminal.waitFor('Primary colour is not in the expected form');
    terminal.type('#0b3d91\r');
    await terminal.answer('Accent colour (', '');
    await terminal.answer('Logo (', 'nowhere.svg');
    await terminal.waitFor('Logo file not found: nowhere.svg');
    terminal.type(`${erase('nowhere.svg')}\r`); // none: a drawn one
    await terminal.answer('Listing organisation id (', '');
    await terminal.answer('Usual adoption fee (', '$1,5o');
    await terminal.waitFor('Usual adoption fee must be an amount in US dollars, such as 150.');
    terminal.type(`${erase('$1,5o')}$150\r`);
    await terminal.answer('Application fee (', ''); // none
    await terminal.answer('Donation link (', 'paypal.example/lonestar');
    await terminal.waitFor('Payment provider ');
    terminal.type('https://www.paypal.example/lonestar\r');

    expect(await terminal.exitCode()).toBe(0);
    expect(readJson(join(root, 'content/site.json'))).toMatchObject({
      name: 'Lone Star Corgi Rescue',
      shortName: 'Lone Star Corgis',
      siteUrl: 'https://lonestarcorgis.org',
      email: 'info@lonestarcorgis.org',
      address: { street: '9 Oak St', city: 'Austin', state: 'TX', zip: '78701' },
      timeZone: 'America/Chicago',
      breeds: [{ name: 'Corgi', plural: 'Corgis' }],
      mission: 'Corgis find loving homes through our foster families in Texas.',
      donationLinks: { paypal: 'https://www.paypal.example/lonestar' },
      theme: { primaryColor: '#0b3d91', accentColor: '#f2b541' },
      logo: '/images/site/logo.svg',
      adoptionFees: { usual: 150 },
    });
    expect(readJson(join(root, 'content/site.json'))).not.toHaveProperty('petfinderOrganizationId');
    expect(readJson(join(root, 'content/site.json')).adoptionFees).not.toHaveProperty(
      'application',
    );
    expect(git(root, 'log', '-1', '--format=%s')).toBe(
      'Start the site of Lone Star Corgi Rescue (rescue init)\n',
    );
    expect(terminal.screen).toContain('Next:');
  });
});
