import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  headers: Record<string, string>;
  text: string;
  /** The HTML part, when the message has one. */
  html?: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  raw: string;
}

export interface MailServer {
  /** smtp://user:password@127.0.0.1:port */
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
}

const user = 'forms';
const password = 'letter-box';

/** A real SMTP server on 127.0.0.1 that keeps what it receives (plain SMTP, password login). */
export async function startMailServer(): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === password) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        received.push(parseMail(raw));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${user}:${password}@127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Headers (lower-case names, unfolded), the decoded plain-text and HTML bodies and the attachments
 * of a message, its parts nested as nodemailer writes them (multipart/mixed, then alternative).
 */
function parseMail(raw: string): ReceivedMail {
  const mail: ReceivedMail = { headers: {}, text: '', attachments: [], raw };
  const visit = (entity: string, top: boolean) => {
    const [head = '', ...rest] = entity.split('\r\n\r\n');
    const headers: Record<string, string> = {};
    for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    if (top) mail.headers = headers;
    const type = headers['content-type'] ?? 'text/plain';
    const body = rest.join('\r\n\r\n');
    const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
    if (type.startsWith('multipart/') && boundary) {
      const parts = body.split(`--${boundary}`).slice(1, -1);
      for (const part of parts) visit(part.replace(/^\r\n/, ''), false);
      return;
    }
    const content = decode(body, headers['content-transfer-encoding']);
    const filename = /filename="?([^";]+)"?/.exec(headers['content-disposition'] ?? '')?.[1];
    if (filename) mail.attachments.push({ filename, contentType: type.split(';')[0]!, content });
    else if (type.startsWith('text/html')) mail.html = content.toString('utf8');
    else mail.text = content.toString('utf8').replace(/\r\n/g, '\n');
  };
  visit(raw, true);
  return mail;
}

function decode(body: string, encoding = ''): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1');
  }
  return Buffer.from(body, 'utf8');
}
