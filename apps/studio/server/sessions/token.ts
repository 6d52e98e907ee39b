import { createHash } from 'node:crypto';

/** Bearer and launch tokens are stored as their SHA-256 only. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
