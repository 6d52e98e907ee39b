import { chromium, type Browser, type Page, type BrowserContext } from 'playwright-core';
import { readFileSync } from 'node:fs';
export const BASE = 'http://127.0.0.1:3710';
export const creds = JSON.parse(readFileSync('/tmp/review-players.json', 'utf8'));
export const logs: string[] = [];
export async function browser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
}
export async function ctx(b: Browser, o: { lang?: string; theme?: string; token?: string | null; admin?: boolean; phone?: boolean }): Promise<BrowserContext> {
  const c = await b.newContext({ viewport: o.phone ? { width: 390, height: 844 } : { width: 1366, height: 900 }, isMobile: !!o.phone, hasTouch: !!o.phone, deviceScaleFactor: 1 });
  await c.addInitScript(([lang, theme, token, admin]) => {
    if (admin) {
      localStorage.setItem('adminLang', lang as string); localStorage.setItem('adminTheme', theme as string);
      if (token) sessionStorage.setItem('adminToken', token as string);
    } else {
      localStorage.setItem('lang', lang as string); localStorage.setItem('theme', theme as string);
      if (token) sessionStorage.setItem('token', token as string);
    }
  }, [o.lang ?? 'EN', o.theme ?? 'dark', o.token ?? null, !!o.admin] as const);
  c.on('page', (p) => watch(p));
  return c;
}
export function watch(p: Page) {
  p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(`[${m.type()}] ${p.url()} :: ${m.text().slice(0, 300)}`); });
  p.on('pageerror', (e) => logs.push(`[pageerror] ${p.url()} :: ${e.message.slice(0, 300)}`));
  p.on('response', (r) => { if (r.status() >= 400) logs.push(`[http ${r.status()}] ${p.url()} :: ${r.url()}`); });
  p.on('requestfailed', (r) => logs.push(`[reqfail] ${p.url()} :: ${r.url()} ${r.failure()?.errorText}`));
}
export async function shot(p: Page, name: string, full = false) {
  await p.waitForTimeout(800);
  await p.screenshot({ path: `/tmp/review-shots/${name}.png`, fullPage: full });
  console.log('shot', name);
}
export async function go(p: Page, path: string) {
  await p.goto(BASE + path, { waitUntil: 'networkidle' }).catch(async () => { await p.waitForTimeout(2000); });
  await p.waitForTimeout(1200);
}
