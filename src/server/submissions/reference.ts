import { createHash, randomBytes } from 'node:crypto';

// Crockford base32: no I, L, O or U, so a reference read over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A reference like `SMA-7K3QX-9W2M4`: 50 random bits, nothing derived from the visitor or the time. */
export function newReference(prefix: string): string {
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % 32]).join('');
  return `${prefix}-${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** An unguessable token (128 bits) that lets a visitor come back to a record; only its hash is stored. */
export function newAccessToken(): string {
  return randomBytes(16).toString('base64url');
}

export const accessHash = (token: string) => createHash('sha256').update(token).digest('hex');
