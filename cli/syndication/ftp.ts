import type { ConnectionOptions } from 'node:tls';
import { Readable, Writable } from 'node:stream';
import { Client, FTPError } from 'basic-ftp';
import type { accountVariables, FtpAccount } from './services.ts';

/** A service's FTP server, open for one run: read the last file back, send the new ones. */
export interface FtpSession {
  /** Whether the connection is encrypted (FTPS). */
  secure: boolean;
  /** A file's text, or undefined when the server has none. */
  read(path: string): Promise<string | undefined>;
  write(path: string, data: Buffer | string): Promise<void>;
  /** The size of each file in a folder, by name (none when the folder is not there). */
  sizes(folder: string): Promise<Map<string, number>>;
  close(): void;
}

// Replies that mean "no TLS here": command unknown or not taken, or TLS not available.
const noTls = new Set([500, 501, 502, 504, 534, 431]);

/**
 * Logs in with FTPS (explicit TLS) where the server offers it, else plain FTP. Passive mode only:
 * basic-ftp has no active mode. `tls` is for a test server's own certificate.
 */
export async function openFtp(account: FtpAccount, tls?: ConnectionOptions): Promise<FtpSession> {
  const attempt = async (secure: boolean) => {
    const client = new Client(30_000);
    try {
      await client.access({
        host: account.host,
        port: account.port,
        user: account.user,
        password: account.password,
        secure,
        ...(tls && { secureOptions: tls }),
      });
      return client;
    } catch (error) {
      client.close();
      throw error;
    }
  };
  let client: Client;
  let secure = true;
  try {
    client = await attempt(true);
  } catch (error) {
    if (!(error instanceof FTPError && noTls.has(error.code))) throw error;
    secure = false;
    client = await attempt(false);
  }
  const madeFolders = new Set<string>();
  return {
    secure,
    async read(path) {
      const chunks: Buffer[] = [];
      try {
        await client.downloadTo(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
          }),
          path,
        );
      } catch (error) {
        // 550: no such file (the first run, or the service took it away after importing).
        if (error instanceof FTPError && (error.code === 550 || error.code === 551))
          return undefined;
        throw error;
      }
      return Buffer.concat(chunks).toString('utf8');
    },
    async write(path, data) {
      const folder = path.slice(0, path.lastIndexOf('/')) || '/';
      if (!madeFolders.has(folder)) {
        await client.ensureDir(folder);
        madeFolders.add(folder);
      }
      await client.uploadFrom(Readable.from([Buffer.from(data)]), path);
    },
    async sizes(folder) {
      try {
        const files = await client.list(folder);
        return new Map(files.filter((file) => file.isFile).map((file) => [file.name, file.size]));
      } catch (error) {
        // No folder yet (550, or 451 from some servers): nothing there, so every photo is sent.
        if (error instanceof FTPError) return new Map();
        throw error;
      }
    },
    close: () => client.close(),
  };
}

/** What to tell a volunteer about a failed FTP run: what happened, and what to do. */
export function ftpFailure(error: unknown, variables: ReturnType<typeof accountVariables>): string {
  if (error instanceof FTPError) {
    if (error.code === 530) {
      return `the login was refused (530): check ${variables.user} and ${variables.password}.`;
    }
    if (error.code === 452 || error.code === 552) {
      return `the server has no room for the files (${error.code}): ask the service to free space, then run again.`;
    }
    return `the server answered ${error.code} (${error.message.replace(/^\d+\s*/, '')}); run again later, or ask the service.`;
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `the host was not found: check ${variables.host}.`;
  }
  return `the connection failed (${(error as Error).message}): check ${variables.host} and the network, then run again.`;
}
