// Who may try a password on an account now. Failed tries slow the account down (growing delays, never a lockout:
// OWASP's Authentication Cheat Sheet warns that a lockout lets anyone who knows an address keep its owner out),
// and an address that has not tried the account yet, the owner's as a rule, skips the delay, a bounded number of
// times an hour. Decision record 23 gives the figures.
import { TooManyRequestsError } from '../../lib/errors';
import { AUTH_MESSAGES } from './schemas';
import type { AuthLimiters } from './deps.server';

type AccountLimiters = Pick<
  AuthLimiters,
  'loginAccount' | 'loginAccountAddress' | 'loginAccountNewAddresses'
>;

/** One key per address and account, unambiguous whatever either contains. */
const addressOnAccount = (account: string, ip: string) => JSON.stringify([account, ip]);

/**
 * Lets a password try on `account` from `ip` go ahead, or refuses it with 429 and the wait. Each try is recorded
 * before the password is checked, so parallel guesses cannot all slip through; a success clears it
 * (accountSignedIn).
 */
export async function admitToAccount(
  limiters: AccountLimiters,
  account: string,
  ip: string,
  nowMs: number,
): Promise<void> {
  const turn = await limiters.loginAccount.take(account, nowMs);
  const firstFromAddress = (await limiters.loginAccountAddress.take(addressOnAccount(account, ip), nowMs))
    .allowed;
  if (turn.allowed) return;
  // The account is waiting out its delay. An address that has not tried it goes ahead, within the hourly number,
  // so strangers guessing from elsewhere do not keep the owner out; one that has tried waits like the guessers.
  if (firstFromAddress) {
    if ((await limiters.loginAccountNewAddresses.take(account, nowMs)).allowed) return;
    // None left this hour: the address has not tried after all, and stays new for when there is one.
    await limiters.loginAccountAddress.delete(addressOnAccount(account, ip));
  }
  throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts(turn.retryAfterSec), turn.retryAfterSec);
}

/** The right password: the account's failures and this address's try are forgotten. */
export async function accountSignedIn(limiters: AccountLimiters, account: string, ip: string): Promise<void> {
  await Promise.all([
    limiters.loginAccount.delete(account),
    limiters.loginAccountAddress.delete(addressOnAccount(account, ip)),
  ]);
}

/**
 * The account's delay alone, for asking a signed-in caller for the password again: a stolen session waits as a
 * guesser does, and its tries count with the sign-in form's.
 */
export async function requireAccountTurn(
  limiters: AccountLimiters,
  account: string,
  nowMs: number,
): Promise<void> {
  const turn = await limiters.loginAccount.take(account, nowMs);
  if (!turn.allowed) {
    throw new TooManyRequestsError(AUTH_MESSAGES.tooManyAttempts(turn.retryAfterSec), turn.retryAfterSec);
  }
}
