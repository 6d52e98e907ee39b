import { afterAll, afterEach, expect } from 'vitest';
import { checkOpenPages, takeAccessibilityViolations } from './accessibility.ts';

// Every page an e2e test visits is checked with axe (WCAG 2.0 and 2.1, A and AA): a violation fails the test.
afterEach(async () => {
  await checkOpenPages();
  expect(takeAccessibilityViolations(), 'WCAG violations (axe)').toEqual([]);
});
afterAll(async () => {
  await checkOpenPages();
  expect(takeAccessibilityViolations(), 'WCAG violations (axe) after the last test').toEqual([]);
});
