import { createHash, createHmac } from 'node:crypto';
import type { Hashing } from './draw.ts';

/** The server's hashing for the draw (entry `@croupier/lottery/node`, so browser bundles never see node:crypto). */
export const nodeHashing: Hashing = {
  sha256: (text) => Promise.resolve(createHash('sha256').update(text, 'utf8').digest('hex')),
  hmac: (keyText, message) =>
    Promise.resolve(new Uint8Array(createHmac('sha256', keyText).update(message, 'utf8').digest())),
};
