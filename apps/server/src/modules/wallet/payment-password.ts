import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../platform/domain-errors.ts';
import type { PlayerRow } from '../players/index.ts';
import {
  recordFailedAttempt,
  recordSucceededAttempt,
  reserveAttempt,
  settlingOnError,
  verifyPassword,
} from '../security/index.ts';

/**
 * Guessing a payment password locks money movements for a while, like sign-in guessing locks sign-in. Only
 * committed failures count: a player's own concurrent withdrawals are each checked, not refused as a burst
 * (guessing needs the player's session in the first place).
 */
const PAYMENT_PASSWORD_POLICY = {
  maxFailures: 5,
  windowMinutes: 15,
  lockMinutes: 30,
  exactUnderBursts: false,
};

/**
 * Every player-initiated movement of money out of an account (withdrawal, transfer) asks for the payment
 * password. Checked before the money transaction opens: hashing is slow and must not hold row locks.
 */
export async function checkPaymentPassword(db: Executor, player: PlayerRow, password: string): Promise<void> {
  if (!player.paymentPasswordHash)
    throw new DomainError('PAYMENT_PASSWORD_NOT_SET', 'Set a payment password in the security centre first.');
  const hash = player.paymentPasswordHash;
  const attempt = await reserveAttempt(db, `payment-password:${player.id}`, PAYMENT_PASSWORD_POLICY);
  const right = await settlingOnError(db, attempt, () => verifyPassword(hash, password));
  if (!right) {
    await recordFailedAttempt(db, attempt);
    throw new DomainError('PAYMENT_PASSWORD_INVALID', 'The payment password is not correct.', {
      paymentPassword: 'PAYMENT_PASSWORD_INVALID',
    });
  }
  await recordSucceededAttempt(db, attempt);
}
