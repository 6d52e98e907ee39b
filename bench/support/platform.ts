import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
export const ADMIN_PASSWORD = 'bench-owner-password';

export interface Platform {
  baseUrl: string;
  /** The platform's process id (to read its CPU time). */
  pid: number;
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<void>;
  /** SIGKILL: no shutdown hooks, no flushing — a power cut as far as the process knows. */
  kill(): void;
  stop(): Promise<void>;
}

export interface Player {
  id: string;
  username: string;
  token: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The platform as `npm start` runs it, on `dataDir` (or on DATABASE_URL when set). */
export async function startPlatform(props: {
  dataDir: string;
  port: number;
  /** Settings over the defaults below (DATABASE_URL, DEMO_DATA…). */
  env?: Record<string, string>;
}): Promise<Platform> {
  const child: ChildProcess = spawn(
    process.execPath,
    // PLATFORM_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the platform under load.
    [
      ...(process.env.PLATFORM_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      path.join(root, 'apps/server/src/main.ts'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(props.port),
        HOST: '127.0.0.1',
        DATA_DIR: props.dataDir,
        ADMIN_PASSWORD,
        TRUST_PROXY: 'loopback',
        CAPTCHA_PROVIDER: 'off',
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        ...props.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A failing script must not leave a platform behind holding the port and the terminal.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  void exited.then(() => process.off('exit', orphanGuard));
  const baseUrl = `http://127.0.0.1:${props.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`platform exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('platform did not start in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    pid: child.pid!,
    exited,
    kill: () => child.kill('SIGKILL'),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function adminLogin(platform: Platform): Promise<string> {
  const answer = await json<{ token: string }>(
    await fetch(`${platform.baseUrl}/admin-api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    }),
  );
  return answer.token;
}

/**
 * Lets one operator fund players with opening balances up to the brand's maximum in one call: benchmarks measure
 * the money paths, not the second operator's approval (ADR 0014) that larger adjustments otherwise wait for.
 */
export async function allowLargeAdjustments(platform: Platform, operator: string): Promise<void> {
  await json(
    await fetch(`${platform.baseUrl}/admin-api/v1/brand`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${operator}`, 'content-type': 'application/json' },
      body: JSON.stringify({ adjustmentApprovalThreshold: '1000000.00', adjustmentMaximum: '1000000.00' }),
    }),
  );
}

/** Registers by username with an SMS code read from the outbox, each from its own address (per-IP limits). */
export async function registerPlayer(platform: Platform, username: string, seq: number): Promise<Player> {
  const ip = `198.18.${Math.floor(seq / 250)}.${(seq % 250) + 1}`;
  const mobileNum = `0899${String(seq).padStart(6, '0')}`;
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': ip };
  await json(
    await fetch(`${platform.baseUrl}/api/v1/sms/code`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ purpose: 'register', mobileNum, countryDialingCode: '66' }),
    }),
  );
  const operator = await adminLogin(platform);
  const outbox = await json<{ body: string }[]>(
    await fetch(
      `${platform.baseUrl}/admin-api/v1/outbox?to=${encodeURIComponent(`+66${mobileNum.slice(1)}`)}`,
      {
        headers: { authorization: `Bearer ${operator}` },
      },
    ),
  );
  const verificationCode = /\b(\d{6})\b/.exec(outbox[0]?.body ?? '')?.[1];
  if (!verificationCode) throw new Error('no SMS code in the outbox');
  const registered = await json<{ token: string; user: { id: string } }>(
    await fetch(`${platform.baseUrl}/api/v1/auth/register`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        method: 'username',
        username,
        password: 'secret12',
        confirmPassword: 'secret12',
        termsAccepted: true,
        ageConfirmed: true,
        mobileNum,
        countryDialingCode: '66',
        verificationCode,
      }),
    }),
  );
  return { id: registered.user.id, username, token: registered.token };
}

export async function balanceOf(platform: Platform, player: Player): Promise<string> {
  const wallet = await json<{ balance: string }>(
    await fetch(`${platform.baseUrl}/api/v1/wallet`, {
      headers: { authorization: `Bearer ${player.token}` },
    }),
  );
  return wallet.balance;
}

export async function ledgerCheck(platform: Platform, operator: string) {
  return json<{ balanced: boolean; problems: unknown[] }>(
    await fetch(`${platform.baseUrl}/admin-api/v1/ledger/check`, {
      headers: { authorization: `Bearer ${operator}` },
    }),
  );
}

export const PAYMENT_PASSWORD = '246810';

/** A bank-transfer channel to deposit through, and withdrawal limits wide enough for a stream of requests. */
export async function prepareMoney(platform: Platform, operator: string) {
  const headers = { authorization: `Bearer ${operator}`, 'content-type': 'application/json' };
  const channel = await json<{ id: string }>(
    await fetch(`${platform.baseUrl}/admin-api/v1/deposit-channels`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        type: 'bank',
        name: 'Bench bank transfer',
        gateway: null,
        min: '1.00',
        max: '50000.00',
        enabled: true,
        sortOrder: 1,
        expiryMinutes: 60,
        bankName: 'Bench Bank',
        accountNumber: '111-2-33333-4',
        accountName: 'Croupier Bench Ltd',
      }),
    }),
  );
  await json(
    await fetch(`${platform.baseUrl}/admin-api/v1/withdrawal-settings`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ min: '1.00', max: '50000.00', dailyCount: 100 }),
    }),
  );
  return { bankChannel: channel.id };
}

/** A payment password and a payout account, as the security centre and the withdraw page set them. */
export async function preparePlayer(platform: Platform, player: Player): Promise<string> {
  const headers = { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' };
  const set = await fetch(`${platform.baseUrl}/api/v1/me/payment-password`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ currentPassword: 'secret12', newPaymentPassword: PAYMENT_PASSWORD }),
  });
  if (set.status !== 204) throw new Error(`payment password answered ${set.status}: ${await set.text()}`);
  const account = await json<{ id: string }>(
    await fetch(`${platform.baseUrl}/api/v1/payout-accounts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        bankName: 'Bench Bank',
        accountNumber: '987-6-54321-0',
        accountName: 'Bench Player',
      }),
    }),
  );
  return account.id;
}
