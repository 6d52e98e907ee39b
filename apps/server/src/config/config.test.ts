import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEmailSettings, parseEnv, parseTrustProxy } from './config.ts';

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, STUDIO_PORT: 3100, DATA_DIR: './data', CAPTCHA_PROVIDER: 'svg' });
    expect(env.SMS_PROVIDER).toBe('outbox');
    expect(env.EMAIL_PROVIDER).toBe('outbox');
  });

  it('fails fast naming the bad variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(ConfigError);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('creates secrets once, owner-readable only, and keeps them across starts', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.secrets.appSecret).toBe(first.secrets.appSecret);
    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain(first.secrets.appSecret);
  });

  it('takes the shared secret from APP_SECRET when several nodes need the same one', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-config-'));
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, APP_SECRET: secret }).secrets.appSecret).toBe(secret);
    expect(() => loadConfig({ DATA_DIR: dataDir, APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
  });

  it('takes SMTP delivery only with a valid SMTP_URL and EMAIL_FROM, never echoing the password', () => {
    const smtp = (env: Record<string, string>) => () =>
      parseEmailSettings(parseEnv({ EMAIL_PROVIDER: 'smtp', ...env }));
    expect(parseEmailSettings(parseEnv({ SMTP_URL: 'nonsense' }))).toEqual({ provider: 'outbox' });
    expect(
      smtp({
        SMTP_URL: 'smtps://mailer:s3cret%40x@mail.example.com:465',
        EMAIL_FROM: 'Casino <no-reply@example.com>',
      })(),
    ).toEqual({
      provider: 'smtp',
      smtpUrl: 'smtps://mailer:s3cret%40x@mail.example.com:465',
      from: 'Casino <no-reply@example.com>',
    });
    expect(smtp({ EMAIL_FROM: 'no-reply@example.com' })).toThrow(/SMTP_URL/);
    expect(smtp({ SMTP_URL: 'smtp://relay.internal' })).toThrow(/EMAIL_FROM/);
    expect(smtp({ SMTP_URL: 'smtp://relay.internal', EMAIL_FROM: 'not an address' })).toThrow(/EMAIL_FROM/);
    for (const bad of [
      'http://mailer:hunter22@mail.example.com',
      'smtp://mailer:hunter22@:25',
      'smtp://mailer:hunter22@mail.example.com:99999',
    ]) {
      const start = smtp({ SMTP_URL: bad, EMAIL_FROM: 'no-reply@example.com' });
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(/SMTP_URL/);
      expect(start).not.toThrow(/hunter22/);
    }
    expect(() => parseEnv({ EMAIL_PROVIDER: 'sendgrid' })).toThrow(/EMAIL_PROVIDER/);
  });

  it('trusts only named proxies or a hop count, never every hop', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, loopback')).toBe('10.0.0.0/8,loopback');
    expect(parseTrustProxy('127.0.0.1')).toBe('127.0.0.1');
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('anything; rm -rf')).toThrow(ConfigError);
  });

  it('runs every part unless a role is named, on the command line before ROLE', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-role-'));
    expect(loadConfig({ DATA_DIR: dataDir }, []).role).toBe('all');
    expect(loadConfig({ DATA_DIR: dataDir, ROLE: 'worker' }, []).role).toBe('worker');
    expect(loadConfig({ DATA_DIR: dataDir, ROLE: 'worker' }, ['--role=web']).role).toBe('web');
    expect(loadConfig({ DATA_DIR: dataDir }, ['--role', 'worker']).role).toBe('worker');
    expect(() => loadConfig({ DATA_DIR: dataDir }, ['--role=cron'])).toThrow(/ROLE/);
  });
});
