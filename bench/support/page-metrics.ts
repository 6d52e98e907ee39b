import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';

/** A mid-range phone on a slow 4G line, as Lighthouse's mobile profile throttles it. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  cpuSlowdown: 4,
  latencyMs: 150,
  downBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  upBytesPerSecond: (750 * 1024) / 8,
};

export interface PageLoad {
  /** Script bytes on the wire requested before the load event (the page's initial JS). */
  initialJsWire: number;
  /** The same scripts gzipped at level 9 from the built files, whatever encoding the server chose. */
  initialJsGzip: number;
  /** Every script the page fetched until the network went quiet, on the wire. */
  allJsWire: number;
  fcp: number;
  lcp: number;
  /** The largest element painted and its image, if any (for finding what to fix). */
  lcpElement: string;
  cls: number;
  /** The elements that moved, largest shift first (for finding what to fix). */
  shifts: string[];
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Runs in the page before any of its scripts: paint, LCP and layout-shift entries, the latter summed the way
 * Core Web Vitals does (the largest session window: shifts less than 1 s apart, at most 5 s long).
 */
function observeVitals() {
  const vitals = { fcp: 0, lcp: 0, lcpElement: '', cls: 0, shifts: [] as { value: number; nodes: string }[] };
  (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
  let windowValue = 0;
  let windowStart = 0;
  let last = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      element?: Element | null;
      url?: string;
    })[]) {
      vitals.lcp = entry.startTime;
      vitals.lcpElement = `${entry.element?.tagName.toLowerCase() ?? '?'}.${entry.element?.className ?? ''} ${entry.url ?? ''}`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      if (entry.startTime - last > 1000 || entry.startTime - windowStart > 5000) {
        windowStart = entry.startTime;
        windowValue = 0;
      }
      windowValue += entry.value;
      last = entry.startTime;
      vitals.cls = Math.max(vitals.cls, windowValue);
      const nodes = (entry.sources ?? [])
        .map(({ node }) =>
          node instanceof Element
            ? `${node.tagName.toLowerCase()}.${Array.from(node.classList).join('.')}`
            : '#text',
        )
        .join(', ');
      vitals.shifts.push({ value: entry.value, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Gzipped size of a built file named by its URL path, for comparing with a gzip budget. */
function gzipSizeOf(dist: string, urlPath: string): number {
  try {
    return gzipSync(readFileSync(path.join(dist, urlPath)), { level: 9 }).length;
  } catch {
    return 0;
  }
}

/** Loads `url` cold (a fresh context: empty cache, no cookies) on the throttled phone profile. */
export async function loadCold(browser: Browser, url: string, dist: string): Promise<PageLoad> {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: PHONE.isMobile,
    hasTouch: PHONE.hasTouch,
  });
  try {
    await context.addInitScript(observeVitals);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downBytesPerSecond,
      uploadThroughput: PHONE.upBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    const scripts = new Map<string, { url: string; requestedAt: number; wire: number }>();
    let loadedAt = Infinity;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Script')
        scripts.set(event.requestId, { url: event.request.url, requestedAt: event.timestamp, wire: 0 });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const script = scripts.get(event.requestId);
      if (script) script.wire = event.encodedDataLength;
    });
    cdp.on('Page.loadEventFired', (event) => {
      loadedAt = Math.min(loadedAt, event.timestamp);
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    // A page whose first data came with its HTML goes quiet before its scripts have drawn anything: wait for the
    // first paint with content, then for what it asked for (pictures) to arrive.
    await page.waitForFunction(
      () => (window as unknown as { __vitals: { lcp: number } }).__vitals.lcp > 0,
      null,
      {
        timeout: 60_000,
      },
    );
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    // LCP and late shifts are reported after the frame that shows them: let a few frames pass.
    await page.waitForTimeout(1000);
    const vitals = await page.evaluate(
      () =>
        (
          window as unknown as {
            __vitals: {
              fcp: number;
              lcp: number;
              lcpElement: string;
              cls: number;
              shifts: { value: number; nodes: string }[];
            };
          }
        ).__vitals,
    );
    const initial = [...scripts.values()].filter((s) => s.requestedAt <= loadedAt);
    if (process.env.BENCH_LIST_JS)
      for (const s of initial)
        console.log(`  initial ${gzipSizeOf(dist, new URL(s.url).pathname)} B gz ${new URL(s.url).pathname}`);
    const sum = (list: { wire: number }[]) => list.reduce((total, s) => total + s.wire, 0);
    return {
      initialJsWire: sum(initial),
      initialJsGzip: initial.reduce((total, s) => total + gzipSizeOf(dist, new URL(s.url).pathname), 0),
      allJsWire: sum([...scripts.values()]),
      fcp: vitals.fcp,
      lcp: vitals.lcp,
      lcpElement: vitals.lcpElement,
      cls: vitals.cls,
      shifts: vitals.shifts
        .sort((a, b) => b.value - a.value)
        .slice(0, 5)
        .map((s) => `${s.value.toFixed(3)} ${s.nodes}`),
    };
  } finally {
    await context.close();
  }
}

/**
 * The rendered page as static HTML: what a server would send if it rendered the page itself. Loaded unthrottled
 * until the network is quiet, scripts removed, so the same styles, fonts and images load without any JS.
 */
export async function staticSnapshot(browser: Browser, url: string): Promise<string> {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(500);
    const html = await page.evaluate(() => document.documentElement.outerHTML);
    return `<!doctype html>\n${html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')}`;
  } finally {
    await context.close();
  }
}
