// Making, hashing and reading API keys. A key is `bc_live_` and 40 base62 characters (238 bits); only its SHA-256
// is stored, and a key sent is compared with the stored hash in constant time.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SECRET_LENGTH, API_KEY_SHOWN_CHARS } from './rules';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9]{${API_KEY_SECRET_LENGTH}}$`);

export function newApiKey(): string {
  let secret = '';
  for (let i = 0; i < API_KEY_SECRET_LENGTH; i++) secret += ALPHABET[randomInt(ALPHABET.length)];
  return API_KEY_PREFIX + secret;
}

/** Whether a string has the shape of a key (checked before any lookup). */
export const isWellFormedKey = (key: string) => KEY_SHAPE.test(key);

/** What the owner sees of a key once it is made. */
export const keyPrefix = (key: string) => key.slice(0, API_KEY_PREFIX.length + API_KEY_SHOWN_CHARS);

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
