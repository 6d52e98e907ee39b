/**
 * First paint of the player site's home page on a throttled phone (CPU 4×, 150 ms latency, 1.6 Mbps down):
 * builds the site, starts the platform with the demo data as `npm start` does, and loads `/` cold in chromium
 * five times, against the same page as static HTML (the rendered page saved without its scripts, served at
 * `/` by a small proxy in front of the same platform, so styles, fonts and images are the same files) five times,
 * taking turns. Prints the medians of initial JS (on the wire, and gzipped), FCP, LCP and CLS of both, and the
 * LCP ratio last. Goals: initial JS ≤ 150 KB gzipped, LCP ≤ 2.5 s, CLS ≤ 0.1.
 *
 * Run: `npm run bench:web` (`BENCH_RUNS=n` for more runs, `BENCH_NO_BUILD=1` to reuse apps/web/dist).
 */
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium, loadCold, staticSnapshot, type PageLoad } from './support/page-metrics.ts';
import { freePort, startPlatform } from './support/platform.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const root = path.resolve(import.meta.dirname, '..');
const WEB_DIST = path.join(root, 'apps/web/dist');
const GOALS = { initialJsGzip: 150 * 1024, lcp: 2500, cls: 0.1 };

/** Answers `/` with `html` (gzipped, as the platform sends its pages) and passes everything else to `target`. */
function startShellServer(port: number, html: string, target: string): Promise<http.Server> {
  const page = gzipSync(html, { level: 9 });
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    if (request.url === '/') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        'cache-control': 'no-cache',
      });
      response.end(page);
      return;
    }
    const forward = http.request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function summary(loads: PageLoad[]) {
  return {
    initialJsWire: median(loads.map((l) => l.initialJsWire)),
    initialJsGzip: median(loads.map((l) => l.initialJsGzip)),
    allJsWire: median(loads.map((l) => l.allJsWire)),
    fcp: median(loads.map((l) => l.fcp)),
    lcp: median(loads.map((l) => l.lcp)),
    cls: median(loads.map((l) => l.cls)),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function line(label: string, s: ReturnType<typeof summary>) {
  return (
    `${label.padEnd(20)} initial JS ${kb(s.initialJsWire).padStart(9)} wire, ${kb(s.initialJsGzip).padStart(9)} gzip` +
    ` (all JS ${kb(s.allJsWire)}) | FCP ${ms(s.fcp).padStart(7)} | LCP ${ms(s.lcp).padStart(7)} | CLS ${s.cls.toFixed(3)}`
  );
}

async function main() {
  if (!process.env.BENCH_NO_BUILD) {
    const build = spawnSync('npm', ['run', 'build', '--workspace', '@croupier/web'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error('the site did not build');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-bench-web-'));
  const platform = await startPlatform({ dataDir, port: await freePort(), env: { DEMO_DATA: 'true' } });
  const browser = await launchChromium();
  let shellServer: http.Server | undefined;
  try {
    const shellHtml = await staticSnapshot(browser, `${platform.baseUrl}/`);
    shellServer = await startShellServer(await freePort(), shellHtml, platform.baseUrl);
    const shellUrl = `http://127.0.0.1:${(shellServer.address() as { port: number }).port}/`;
    console.log(
      `home page, ${RUNS} cold loads each on a phone profile (CPU 4×, 150 ms latency, 1.6 Mbps down); ` +
        `static shell ${kb(Buffer.byteLength(shellHtml))}`,
    );
    // One unmeasured load of each warms the platform's caches (catalogue snapshot, art) and the file system.
    await loadCold(browser, `${platform.baseUrl}/`, WEB_DIST);
    await loadCold(browser, shellUrl, WEB_DIST);
    const app: PageLoad[] = [];
    const shell: PageLoad[] = [];
    for (let run = 0; run < RUNS; run++) {
      app.push(await loadCold(browser, `${platform.baseUrl}/`, WEB_DIST));
      shell.push(await loadCold(browser, shellUrl, WEB_DIST));
      const a = app.at(-1)!;
      console.log(
        `run ${run + 1}: app FCP ${ms(a.fcp)}, LCP ${ms(a.lcp)}, CLS ${a.cls.toFixed(3)}; ` +
          `shell LCP ${ms(shell.at(-1)!.lcp)}`,
      );
      if (process.env.BENCH_SHIFTS) {
        console.log(`  LCP element ${a.lcpElement}`);
        for (const shift of a.shifts) console.log(`  shift ${shift}`);
      }
    }
    const appSummary = summary(app);
    const shellSummary = summary(shell);
    console.log(line('static HTML shell', shellSummary));
    console.log(line('home page (SPA)', appSummary));
    const met = (value: number, goal: number) => (value <= goal ? 'met' : 'MISSED');
    console.log(
      `goals: initial JS ≤ 150 KB gzip ${met(appSummary.initialJsGzip, GOALS.initialJsGzip)}, ` +
        `LCP ≤ 2.5 s ${met(appSummary.lcp, GOALS.lcp)}, CLS ≤ 0.1 ${met(appSummary.cls, GOALS.cls)}`,
    );
    console.log(
      `ratio ${(appSummary.lcp / shellSummary.lcp).toFixed(2)} (LCP of the SPA / LCP of the static shell)`,
    );
  } finally {
    await browser.close();
    await new Promise((resolve) => (shellServer ? shellServer.close(resolve) : resolve(undefined)));
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
