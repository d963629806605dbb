// Picks how form messages reach the rescue. Only fetch here: this runs in the Worker too.
import type { Site } from '#lib/content/types.generated.ts';
import { isEmailAddress } from '#lib/forms/answerChecks.ts';

/** One message, plain text (and HTML for the alerts), to the rescue unless `to` says otherwise. */
export interface Message {
  /** The visitor's address, so a reply goes to them. */
  replyTo?: string;
  /** A subscriber of the search alerts; the rescue (FORMS_TO) when not given. */
  to?: string;
  subject: string;
  text: string;
  html?: string;
  /** Headers of one line each, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Files sent with it, such as an application as CSV. */
  attachments?: Attachment[];
}

interface Attachment {
  filename: string;
  contentType: string;
  /** The file's text (UTF-8). */
  content: string;
}

export interface Delivery {
  /** How and where it delivers, for the start-up log; never a secret. */
  description: string;
  send(message: Message): Promise<void>;
}

interface Addresses {
  from: string;
  to: string;
}

export interface ResendOptions extends Addresses {
  apiKey: string;
  /** Defaults to Resend's public API; tests point it at a local stand-in. */
  baseUrl?: string;
  timeoutMs?: number;
}

const resendBaseUrl = 'https://api.resend.com';

/** Delivery through Resend's HTTP API (`POST /emails` with a bearer key). */
export function resendDelivery(options: ResendOptions): Delivery {
  const { apiKey, from, to, baseUrl = resendBaseUrl, timeoutMs = 10_000 } = options;
  const url = `${baseUrl.replace(/\/+$/, '')}/emails`;
  return {
    description: `the e-mail API at ${new URL(url).host}, to ${to}`,
    async send({ replyTo, to: recipient = to, subject, text, html, headers, attachments }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          from,
          to: [recipient],
          ...(replyTo && { reply_to: replyTo }),
          subject,
          text,
          ...(html && { html }),
          ...(headers && { headers }),
          ...(attachments && {
            attachments: attachments.map(({ filename, content, contentType }) => ({
              filename,
              content: base64(content),
              content_type: contentType,
            })),
          }),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The answer's body may echo what we sent; the status says enough for the log.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the e-mail API answered ${response.status}`);
    },
  };
}

/** UTF-8 text as base64, with what both hosts have (btoa takes one byte a character). */
function base64(text: string): string {
  let bytes = '';
  for (const byte of new TextEncoder().encode(text)) bytes += String.fromCharCode(byte);
  return btoa(bytes);
}

/** Builds the SMTP delivery; only the Node host can, so only it passes one in. */
export type SmtpFactory = (options: Addresses & { url: string }) => Delivery;

/**
 * The delivery the environment configures, or undefined when none is (the forms then say
 * so). Variables: SMTP_URL, or RESEND_API_KEY (and RESEND_API_URL); FORMS_TO, FORMS_FROM.
 */
export function formsDeliveryFromEnv(
  env: Record<string, string | undefined>,
  site: Pick<Site, 'email'>,
  smtp?: SmtpFactory,
): Delivery | undefined {
  const to = env.FORMS_TO || site.email;
  const from = env.FORMS_FROM || to;
  if (!isEmailAddress(to)) throw new Error(`FORMS_TO must be one e-mail address, not "${to}"`);
  // A display name is welcome ("Rescue website <forms@example.org>"); a line break is not.
  if (/[\r\n]/.test(from) || !isEmailAddress(/<([^>]*)>\s*$/.exec(from)?.[1] ?? from)) {
    throw new Error(`FORMS_FROM must be an e-mail address, optionally "Name <address>"`);
  }
  const { SMTP_URL: smtpUrl, RESEND_API_KEY: apiKey, RESEND_API_URL: baseUrl } = env;
  if (smtpUrl && apiKey) throw new Error('Set SMTP_URL or RESEND_API_KEY, not both');
  if (smtpUrl) {
    if (!smtp)
      throw new Error('SMTP_URL is set, but this host cannot use SMTP: set RESEND_API_KEY');
    return smtp({ url: smtpUrl, from, to });
  }
  if (apiKey) return resendDelivery({ apiKey, from, to, ...(baseUrl && { baseUrl }) });
  return undefined;
}
