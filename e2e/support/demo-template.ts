import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/**
 * The demo install most browser files start from, seeded once and copied: the platform's first start seeds the
 * demo brand (its team's weeks of history, the lottery's last hour, promotions…) in about a minute, and forty files
 * paying it one after another made CI twice as long. A copy starts the platform on an install that has already
 * had its first start, as a restart does in production; the first start itself is what the demo tests and the
 * files with their own setup (`prepare`, DEMO_DATA, the studio's operator) still run.
 *
 * The copy stays close to now: the demo is dated from its first start (lottery draws of the last hour, today's
 * sign-in and gifts), so a template older than `MAX_AGE_MS` or of another brand-local day is seeded again.
 * The folder comes from the browser project's global setup (`E2E_DEMO_TEMPLATES`); without it every start seeds.
 */
const MAX_AGE_MS = 15 * 60_000;
const DEMO_ZONE = 'Asia/Bangkok';
const LOCK_STALE_MS = 10 * 60_000;

const dayOf = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: DEMO_ZONE }).format(at);

interface TemplateMeta {
  madeAt: number;
}

function freshTemplate(root: string): string | undefined {
  const candidates = readdirSync(root)
    .filter((name) => name.startsWith('demo-'))
    .map((name) => path.join(root, name))
    .filter((folder) => existsSync(path.join(folder, 'meta.json')));
  for (const folder of candidates.sort().reverse()) {
    const meta = JSON.parse(readFileSync(path.join(folder, 'meta.json'), 'utf8')) as TemplateMeta;
    const now = Date.now();
    if (now - meta.madeAt < MAX_AGE_MS && dayOf(meta.madeAt) === dayOf(now)) return folder;
  }
  return undefined;
}

/** Takes the folder's lock (a directory: `mkdir` is atomic), breaking one left by a process that died with it. */
async function withLock<T>(root: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(root, 'lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // The holder writes the time just after taking the lock: none yet reads as taken now.
      const stamp = path.join(lock, 'at');
      const takenAt = (existsSync(stamp) && Number(readFileSync(stamp, 'utf8'))) || Date.now();
      if (Date.now() - takenAt > LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  writeFileSync(path.join(lock, 'at'), String(Date.now()));
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Copies a fresh demo install into `dataDir`, seeding one first with `seed` (a platform started and stopped on
 * the folder it is given) when none is fresh. Answers false when templates are off.
 */
export async function copyDemoTemplate(
  dataDir: string,
  seed: (folder: string) => Promise<void>,
): Promise<boolean> {
  const root = process.env.E2E_DEMO_TEMPLATES;
  if (!root) return false;
  mkdirSync(root, { recursive: true });
  // Copied under the lock too: a stale template is removed under it.
  await withLock(root, async () => {
    let template = freshTemplate(root);
    if (!template) {
      for (const name of readdirSync(root))
        if (name.startsWith('demo-')) rmSync(path.join(root, name), { recursive: true, force: true });
      const madeAt = Date.now();
      const building = path.join(root, `building-${madeAt}`);
      mkdirSync(building);
      await seed(building);
      writeFileSync(path.join(building, 'meta.json'), JSON.stringify({ madeAt } satisfies TemplateMeta));
      template = path.join(root, `demo-${madeAt}`);
      renameSync(building, template);
    }
    cpSync(template, dataDir, { recursive: true, filter: (source) => path.basename(source) !== 'meta.json' });
  });
  return true;
}
