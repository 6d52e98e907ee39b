import type { Hashing } from './draw.ts';

/** The browser's hashing for the verifier: Web Crypto, also present in Node 20 as globalThis.crypto. */
const encoder = new TextEncoder();

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const webHashing: Hashing = {
  async sha256(text) {
    return hex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text))));
  },
  async hmac(keyText, message) {
    const key = await globalThis.crypto.subtle.importKey(
      'raw',
      encoder.encode(keyText),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  },
};
