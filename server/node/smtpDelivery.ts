// SMTP for self-hosting; Node only (nodemailer), so only the Node host imports this file.
import nodemailer from 'nodemailer';
import type { SmtpFactory } from '../handlers/forms/delivery.ts';

/** Delivery through an SMTP server given as smtp://user:pass@host:587 (smtps:// for TLS). */
export const smtpDelivery: SmtpFactory = ({ url, from, to }) => {
  let server: URL;
  try {
    server = new URL(url);
  } catch {
    throw new Error('SMTP_URL must look like smtp://user:password@host:587');
  }
  if (server.protocol !== 'smtp:' && server.protocol !== 'smtps:') {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    // The host and port only: the URL's user and password stay out of logs.
    description: `SMTP at ${server.host}, to ${to}`,
    async send({ replyTo, to: recipient = to, subject, text, html, headers, attachments }) {
      await transport.sendMail({
        from,
        to: recipient,
        replyTo,
        subject,
        text,
        html,
        headers,
        attachments,
      });
    },
  };
};
