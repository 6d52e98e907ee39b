export { QrCode } from './QrCode.tsx';
export { attemptKeys, randomKey, useAttemptKeys, type AttemptKeys } from './attempt.ts';
