import type { Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { formsDeliveryFromEnv } from '../../server/handlers/forms/delivery.ts';
import { smtpDelivery } from '../../server/node/smtpDelivery.ts';
import { startMailServer, type MailServer } from './mailServer.ts';
import { serveSite, site } from '../support/site.ts';
import { postOf } from './formAnswers.ts';

/**
 * The forms handler of the Node server, as the suites of its posts (postedAnswers, spanishPosts,
 * formAbuse and undeliveredPosts .test.ts) try it: the built site served with forms delivered to a
 * mail server of its own. A suite calls serveForms() once, at its top: that registers the hooks
 * that start both before its tests, empty the mailbox after each and stop both after. The fields
 * `mail` and `base` of what it returns are filled in by that beforeAll.
 */
export interface FormsServer {
  /** The mail server the forms are delivered to: what it received in this test. */
  mail: MailServer;
  /** The address of the site, which delivers forms at up to 100 posts an hour. */
  base: string;
  /** The built site's files, to serve again with other forms settings. */
  clientDir(): string;
  /** Posts answers to /api/forms/<form> as a web form would (by default to `base`, from it). */
  post(
    form: string,
    answers: Record<string, string | string[]>,
    options?: PostOptions,
  ): Promise<Response>;
}

interface PostOptions {
  origin?: string | null;
  json?: boolean;
  headers?: Record<string, string>;
  url?: string;
}

export function serveForms(): FormsServer {
  let server: Server | undefined;
  const clientDir = () => join(inject('siteOutDir'), 'client');
  const forms: FormsServer = {
    mail: undefined as unknown as MailServer,
    base: '',
    clientDir,
    post(form, answers, options = {}) {
      const { origin = forms.base, json = false, headers = {}, url = forms.base } = options;
      return fetch(`${url}/api/forms/${form}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(origin !== null && { Origin: origin }),
          ...(json && { Accept: 'application/json' }),
          ...headers,
        },
        body: postOf(answers),
      });
    },
  };

  beforeAll(async () => {
    forms.mail = await startMailServer();
    const delivery = formsDeliveryFromEnv({ SMTP_URL: forms.mail.url }, site, smtpDelivery);
    ({ url: forms.base, server } = await serveSite(clientDir(), undefined, {
      forms: { delivery, hourlyLimit: 100 },
    }));
  });

  afterEach(() => {
    forms.mail.received.length = 0;
  });

  afterAll(async () => {
    server?.close();
    await forms.mail?.stop();
  });

  return forms;
}
