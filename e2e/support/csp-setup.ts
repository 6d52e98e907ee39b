import { afterAll, afterEach, expect } from 'vitest';
import { takeCspViolations } from './csp-violations.ts';

// Every e2e page runs under the real Content-Security-Policy: a violation anywhere fails the test that saw it.
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
afterAll(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations after the last test').toEqual([]);
});
