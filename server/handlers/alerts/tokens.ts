// Sealed tokens for the alerts' links: AES-GCM, so a link is both signed and unreadable (a
// confirmation link carries the address, which must not show in a log of request URLs).

/** What a link stands for: a confirmation (address and search, until `expires`), or a subscriber. */
type TokenPayload =
  | { kind: 'confirm'; email: string; search: string; expires: number }
  | { kind: 'subscriber'; id: string };

export interface Tokens {
  seal(payload: TokenPayload): Promise<string>;
  /** The payload, or undefined for a forged, damaged or foreign token (never an error). */
  open(token: string): Promise<TokenPayload | undefined>;
}

const minSecretLength = 32;

/**
 * ALERTS_SECRETS: secrets separated by spaces or commas, newest first. The first seals; every one
 * opens, so a secret can be rotated by putting a new one in front and dropping the old one later.
 */
export function parseSecrets(text: string | undefined): string[] {
  const secrets = (text ?? '').split(/[\s,]+/).filter(Boolean);
  if (secrets.some((secret) => secret.length < minSecretLength)) {
    throw new Error(`ALERTS_SECRETS: each secret must be at least ${minSecretLength} characters`);
  }
  return secrets;
}

async function keyOf(secret: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

export function createTokens(secrets: string[]): Tokens {
  if (secrets.length === 0) throw new Error('createTokens needs at least one secret');
  const keys = Promise.all(secrets.map(keyOf));
  return {
    async seal(payload) {
      const [key] = await keys;
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const plain = new TextEncoder().encode(JSON.stringify(payload));
      const sealed = new Uint8Array(
        await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key!, plain),
      );
      return toBase64Url(new Uint8Array([...iv, ...sealed]));
    },
    async open(token) {
      const bytes = fromBase64Url(token);
      if (!bytes || bytes.length < 12 + 16 || bytes.length > 4096) return undefined;
      for (const key of await keys) {
        try {
          const plain = await crypto.subtle.decrypt(
            { name: 'AES-GCM', iv: bytes.slice(0, 12) },
            key,
            bytes.slice(12),
          );
          return JSON.parse(new TextDecoder().decode(plain)) as TokenPayload;
        } catch {
          // Sealed with another key (or forged): try the next.
        }
      }
      return undefined;
    },
  };
}

/** A keyed digest of a normalised address: lets the store count confirmations without keeping it. */
export async function addressDigest(secret: string, address: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(address));
  return toBase64Url(new Uint8Array(mac));
}

/** Compares two strings in time that depends on their length only. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}

/** Addresses are compared in this form: trimmed, NFC, lower case (domains ignore case; mailboxes practically do). */
export function normalizeAddress(address: string): string {
  return address.trim().normalize('NFC').toLowerCase();
}

export function randomId(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[\w-]+$/.test(text)) return undefined;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}
