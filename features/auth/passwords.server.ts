// Password hashing (argon2id at OWASP's parameters) and the common-password rule.
import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidationError } from '../../lib/errors';
import { AUTH_MESSAGES } from './schemas';

/** What a new hash costs: argon2id's memory (KiB) and iterations. A stored hash names its own. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum the compiler cannot inline across modules)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string, cost: PasswordHashCost = ARGON2_OPTIONS): Promise<string> {
  return hash(password.normalize('NFKC'), { ...ARGON2_OPTIONS, ...cost });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password.normalize('NFKC'));
  } catch {
    return false;
  }
}

// A hash of nothing anyone knows: checked against when the e-mail is unknown, so that answer costs the same.
const dummyHashes = new Map<string, Promise<string>>();
export async function verifyAgainstDummy(
  password: string,
  cost: PasswordHashCost = ARGON2_OPTIONS,
): Promise<false> {
  const key = `${cost.memoryCost}:${cost.timeCost}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword(randomBytes(32).toString('base64url'), cost);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(await dummy, password);
  return false;
}

/** zxcvbn-ts's list of the most used passwords (about 49,000), lower-cased once. */
let common: Set<string> | undefined;
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** Throws the user-facing reason a new password is refused (length is checked by the input schema). */
export function requireAcceptablePassword(password: string, context: { email?: string } = {}) {
  const lowered = password.toLowerCase();
  const local = context.email?.split('@')[0]?.toLowerCase();
  if (isCommonPassword(password) || (local && local.length >= 4 && lowered === local)) {
    throw new ValidationError(AUTH_MESSAGES.passwordCommon);
  }
}
