export {
  recordFailedAttempt,
  recordSucceededAttempt,
  releaseAttempt,
  reserveAttempt,
  settlingOnError,
  SIGN_IN_POLICY,
  throttleKey,
  type SignInAttempt,
  type ThrottlePolicy,
} from './login-throttle.ts';
export { secretBox, type SecretBox } from './secret-box.ts';
export { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
export { clearLocks, hasLiveLock } from './locks.ts';
