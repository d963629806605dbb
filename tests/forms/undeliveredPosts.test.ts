import { mailbox } from '#lib/content/siteFacts.ts';
import { describe, expect, it } from 'vitest';
import { formsDeliveryFromEnv } from '../../server/handlers/forms/delivery.ts';
import { smtpDelivery } from '../../server/node/smtpDelivery.ts';
import { startMailServer } from './mailServer.ts';
import { serveSite, site } from '../support/site.ts';
import { contactAnswers, fosterAnswers } from './formAnswers.ts';
import { serveForms } from './formsServer.ts';

// Posts to the forms handler when the message cannot be delivered: never dropped in silence.
const forms = serveForms();
const { post, clientDir } = forms;

describe('when the message cannot be delivered', () => {
  it('the visitor is told, keeps their answers and gets the address to write to', async () => {
    const stopped = await startMailServer();
    await stopped.stop();
    const delivery = formsDeliveryFromEnv({ SMTP_URL: stopped.url }, site, smtpDelivery);
    const down = await serveSite(clientDir(), undefined, { forms: { delivery } });
    try {
      const response = await post('foster-application', fosterAnswers, {
        url: down.url,
        origin: down.url,
      });
      expect(response.status).toBe(502);
      const html = await response.text();
      expect(html).toContain('Sorry, this did not send');
      expect(html).toContain(`mailto:${mailbox(site, 'fostering')}`);
      expect(html).toContain('value="12 Lake Street"');
      expect(down.logged.join('\n')).toMatch(/foster-application form was not delivered/);
      expect(down.logged.join('\n')).not.toContain('letter-box');
    } finally {
      down.server.close();
    }
  });

  it('without any delivery configured, a post is answered 503 with the address, never dropped', async () => {
    const none = await serveSite(clientDir(), undefined, { forms: { delivery: undefined } });
    try {
      const response = await post('contact', contactAnswers, {
        url: none.url,
        origin: none.url,
        json: true,
      });
      expect(response.status).toBe(503);
      expect(((await response.json()) as { problem: string }).problem).toBe('unavailable');
    } finally {
      none.server.close();
    }
  });
});
