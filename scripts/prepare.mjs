#!/usr/bin/env node
// Runs after `npm install` / `npm ci`: whatever the first `npm start` would otherwise do before the site can
// answer, done once here — the front ends built, and the embedded databases' template clusters made (initdb
// and the migrations already run) — so a newcomer's first start is as quick as any other.
import { tsImport } from 'tsx/esm/api';
import { buildStaleFrontEnds } from './build-front-ends.mjs';

const load = (file) => tsImport(file, import.meta.url);
const [{ makePgliteTemplates }, { PLATFORM_SCHEMA }, { STUDIO_SCHEMA }] = await Promise.all([
  load('../packages/embedded-db/src/index.ts'),
  load('../apps/server/src/db/client.ts'),
  load('../apps/studio/server/db/client.ts'),
]);
await Promise.all([makePgliteTemplates([PLATFORM_SCHEMA, STUDIO_SCHEMA]), buildStaleFrontEnds()]);
