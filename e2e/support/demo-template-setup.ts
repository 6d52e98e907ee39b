import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The browser project's global setup: a folder for this run's demo templates (see demo-template.ts), which the
 * test files' processes inherit through the environment, removed when the run ends.
 */
export default function setup() {
  const folder = mkdtempSync(path.join(tmpdir(), 'croupier-e2e-templates-'));
  process.env.E2E_DEMO_TEMPLATES = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
