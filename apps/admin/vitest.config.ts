import { defineConfig } from 'vitest/config';

// Unit tests cover pure logic only, so they run in node without the React plugin or a DOM.
export default defineConfig({
  test: { environment: 'node', include: ['src/**/*.test.ts'] },
});
