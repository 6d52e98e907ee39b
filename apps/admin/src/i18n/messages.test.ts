import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES, LOGIN_METHODS } from '@croupier/contracts';
import { ERROR_CODES, FIELD_ERROR_CODES, WHITELABEL_FLAGS } from '@croupier/contracts/constants';
import { en } from './en.ts';
import { cn } from './cn.ts';
import { th } from './th.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const base = flatten(en);
  for (const [name, messages] of [
    ['cn', cn],
    ['th', th],
  ] as const) {
    it(`${name} fills every key with the same placeholders`, () => {
      const other = flatten(messages);
      for (const [key, text] of base) {
        const translated = other.get(key);
        expect(translated, key).toBeTruthy();
        expect(placeholders(translated ?? ''), key).toEqual(placeholders(text));
      }
    });
  }

  it('covers every error code, field code and whitelabel flag', () => {
    for (const code of ERROR_CODES) expect(base.has(`errors.${code}`), code).toBe(true);
    // Sent by the operator endpoints before the shared catalogue lists it.
    expect(base.has('errors.ALREADY_EXISTS')).toBe(true);
    for (const code of FIELD_ERROR_CODES) expect(base.has(`fieldErrors.${code}`), code).toBe(true);
    for (const modId of Object.values(WHITELABEL_FLAGS)) expect(base.has(`flags.${modId}`), modId).toBe(true);
  });

  it('names every sign-in method and delivery status the server answers', () => {
    for (const method of LOGIN_METHODS) expect(base.has(`players.methods.${method}`), method).toBe(true);
    for (const status of DELIVERY_STATUSES) expect(base.has(`outbox.statuses.${status}`), status).toBe(true);
  });
});
