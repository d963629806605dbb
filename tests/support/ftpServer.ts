import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { FtpSrv } from 'ftp-srv';
import { tempDir } from './tempDirs.ts';

/** A logger that says nothing, in the shape ftp-srv's bunyan logger has. */
const quiet = {
  trace() {},
  debug() {},
  info() {},
  warn() {},
  error() {},
  fatal() {},
  child: () => quiet,
};

export interface TestFtpServer {
  port: number;
  /** The folder each user's files land in, by user name. */
  rootOf(user: string): string;
  close(): Promise<void>;
}

/**
 * A real FTP server on 127.0.0.1, in this process, with one folder per user; `tls` makes it offer
 * FTPS (explicit TLS). Used by the tests and by bench/syndication.ts.
 */
export async function startFtpServer(
  users: Record<string, string>,
  tls?: { key: string; cert: string },
): Promise<TestFtpServer> {
  const root = tempDir('ftp-');
  const rootOf = (user: string) => join(root, user);
  const server = new FtpSrv({
    url: 'ftp://127.0.0.1:0',
    pasv_url: '127.0.0.1',
    pasv_min: 1024,
    anonymous: false,
    greeting: 'test server',
    ...(tls && { tls }),
    log: quiet as never,
  });
  server.on('login', ({ username, password }, resolve, reject) => {
    if (users[username] === undefined || users[username] !== password) {
      reject(new Error('Login incorrect'));
      return;
    }
    mkdirSync(rootOf(username), { recursive: true });
    resolve({ root: rootOf(username) });
  });
  await server.listen();
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return {
    port: address.port,
    rootOf,
    close: async () => {
      await server.close();
    },
  };
}
