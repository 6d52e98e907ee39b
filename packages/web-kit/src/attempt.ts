import { useState } from 'react';

/**
 * Idempotency keys for money-moving forms (API.md: money POSTs take `Idempotency-Key`). One key per attempt:
 * sending the same content again after a failure whose outcome is unknown (a dropped connection, a timeout)
 * reuses the key, so the server applies the attempt once and answers the retry with the first answer. New
 * content, or a new attempt after a completed one, gets a new key.
 */
export interface AttemptKeys {
  /** The key to send `content` with now. */
  keyFor(content: unknown): string;
  /** The attempt was answered: whatever is sent next is a new attempt, even with the same content. */
  done(): void;
}

/**
 * 128 random bits as hex. `crypto.getRandomValues` rather than `randomUUID`: the latter exists only on
 * secure origins, and a site reached over plain HTTP on a LAN address must still work.
 */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function attemptKeys(newKey: () => string = randomKey): AttemptKeys {
  let current: { content: string; key: string } | null = null;
  return {
    keyFor(content) {
      const text = JSON.stringify(content);
      if (current?.content !== text) current = { content: text, key: newKey() };
      return current.key;
    },
    done() {
      current = null;
    },
  };
}

/** The attempt keys of one form, kept for the life of the component. */
export function useAttemptKeys(): AttemptKeys {
  const [keys] = useState(() => attemptKeys());
  return keys;
}
