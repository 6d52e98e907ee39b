export {
  assertNotLocked,
  clearLoginFailures,
  currentFailures,
  recordLoginFailure,
  SIGN_IN_POLICY,
  throttleKey,
  type ThrottlePolicy,
} from './login-throttle.ts';
export { secretBox, type SecretBox } from './secret-box.ts';
export { dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
