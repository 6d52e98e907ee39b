import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../apps/web/src/i18n/en.ts';
import { launchBrowser } from './support/browser.ts';
import { platformApi } from './support/api.ts';
import { startPlatform, type RunningPlatform } from './support/platform.ts';

const a = en.accounts;
let platform: RunningPlatform;
let browser: Browser;
let operator: string;
let api: ReturnType<typeof platformApi>['api'];
let setFlag: (modId: string, on: boolean) => Promise<void>;
let outboxCode: (to: string) => Promise<string>;
beforeAll(async () => {
  [platform, browser] = await Promise.all([startPlatform(), launchBrowser()]);
  const calls = platformApi(platform.baseUrl);
  api = calls.api;
  operator = await calls.operatorToken();
  setFlag = (modId, on) => calls.setFlag(operator, modId, on);
  outboxCode = (to) => calls.outboxCode(operator, to);
});
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'en-US' });
  return context.newPage();
}

describe('accounts in a browser', () => {
  it('registers by mobile with an SMS code from the outbox and lands signed in', async () => {
    const page = await newPage();
    await page.goto(`${platform.baseUrl}/register?referralCode=NOSUCHCODE`);
    const dialog = page.getByRole('dialog', { name: en.auth.registerTitle });
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: a.invitationCode }).inputValue()).toBe('NOSUCHCODE');
    await dialog.getByRole('textbox', { name: a.invitationCode }).fill('');
    await dialog.getByRole('textbox', { name: a.mobile }).fill('0871112222');
    await dialog.getByRole('button', { name: a.sendCode }).click();
    await dialog.getByRole('button', { name: /Resend in/ }).waitFor();
    await dialog.getByRole('textbox', { name: a.smsCode }).fill(await outboxCode('+66871112222'));
    await dialog.getByRole('textbox', { name: a.password, exact: true }).fill('secret12');
    await dialog.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await dialog.getByRole('button', { name: en.auth.register, exact: true }).click();
    await page.getByRole('button', { name: 'm871112222' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('registers by username with a username, a password and one tick', async () => {
    const page = await newPage();
    await page.goto(`${platform.baseUrl}/register`);
    const dialog = page.getByRole('dialog', { name: en.auth.registerTitle });
    await dialog.getByRole('tab', { name: a.method.username }).click();
    await dialog.getByRole('textbox', { name: a.username, exact: true }).fill('browser01');
    await dialog.getByRole('textbox', { name: a.password, exact: true }).fill('secret12');
    await dialog.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await dialog.getByRole('button', { name: en.auth.register, exact: true }).click();
    await page.getByRole('button', { name: 'browser01' }).waitFor();
    await page.context().close();
  });

  it('opens the login popup from /login, and hides the SMS tab when SMS login is switched off', async () => {
    const page = await newPage();
    await page.goto(`${platform.baseUrl}/login`);
    const dialog = page.getByRole('dialog', { name: en.auth.loginTitle });
    await dialog.getByRole('tab', { name: a.tabSms }).waitFor();
    await setFlag('MOBILECODELOGIN', false);
    try {
      await page.reload();
      await dialog.getByRole('textbox', { name: a.username, exact: true }).waitFor();
      expect(await dialog.getByRole('tab', { name: a.tabSms }).count()).toBe(0);
      expect(await dialog.getByRole('textbox', { name: a.mobile }).count()).toBe(0);
    } finally {
      await setFlag('MOBILECODELOGIN', true);
    }
    await page.context().close();
  });

  it('moves focus to the account menu after logging in from the header, not to the page body', async () => {
    const page = await newPage();
    await page.goto(`${platform.baseUrl}/`);
    await page.getByRole('banner').getByRole('button', { name: en.auth.login, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en.auth.loginTitle });
    await dialog.getByRole('textbox', { name: a.username, exact: true }).fill('browser01');
    await dialog.getByRole('textbox', { name: a.password, exact: true }).fill('secret12');
    await dialog.getByRole('button', { name: en.auth.login, exact: true }).click();
    const menu = page.getByRole('banner').getByRole('button', { name: 'browser01' });
    await menu.waitFor();
    await expect.poll(() => menu.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.context().close();
  });

  it('forces a password change after logging in with the default password 123456', async () => {
    await setFlag('REGMOBVERF3', false);
    try {
      const registered = await api('/api/v1/auth/register', {
        method: 'username',
        username: 'weakling1',
        password: '123456',
        confirmPassword: '123456',
        termsAccepted: true,
        ageConfirmed: true,
      });
      expect(registered.token).toBeTruthy();
    } finally {
      await setFlag('REGMOBVERF3', true);
    }
    const page = await newPage();
    await page.goto(`${platform.baseUrl}/login`);
    const login = page.getByRole('dialog', { name: en.auth.loginTitle });
    await login.getByRole('textbox', { name: a.username, exact: true }).fill('weakling1');
    await login.getByRole('textbox', { name: a.password, exact: true }).fill('123456');
    await login.getByRole('button', { name: en.auth.login, exact: true }).click();
    const change = page.getByRole('dialog', { name: a.changePassword.title });
    await change.waitFor();
    await page.keyboard.press('Escape');
    expect(await change.isVisible()).toBe(true);
    await change.getByRole('textbox', { name: a.changePassword.old }).fill('123456');
    await change.getByRole('textbox', { name: a.changePassword.new, exact: true }).fill('stronger99');
    await change.getByRole('textbox', { name: a.changePassword.confirm }).fill('stronger99');
    await change.getByRole('button', { name: a.changePassword.submit }).click();
    await change.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'weakling1' }).waitFor();
    expect(
      (await api('/api/v1/auth/login', { type: 'username', username: 'weakling1', password: 'stronger99' }))
        .mustChangePassword,
    ).toBe(false);
    await page.context().close();
  });

  it('keeps a free-play account out of the member centre, and a member out of the agent centre', async () => {
    const page = await newPage();
    await page.goto(`${platform.baseUrl}/login`);
    await page
      .getByRole('dialog', { name: en.auth.loginTitle })
      .getByRole('button', { name: a.freePlay })
      .click();
    await page.getByRole('dialog', { name: en.auth.loginTitle }).waitFor({ state: 'detached' });
    await page.goto(`${platform.baseUrl}/member`);
    const blocked = page.getByRole('dialog', { name: en.guard.trialTitle });
    await blocked.waitFor();
    await blocked.getByRole('button', { name: en.common.confirm }).click();
    await page.waitForURL(`${platform.baseUrl}/`);
    await page.context().close();

    const member = await newPage();
    await member.goto(`${platform.baseUrl}/login`);
    const login = member.getByRole('dialog', { name: en.auth.loginTitle });
    await login.getByRole('textbox', { name: a.username, exact: true }).fill('browser01');
    await login.getByRole('textbox', { name: a.password, exact: true }).fill('secret12');
    await login.getByRole('button', { name: en.auth.login, exact: true }).click();
    await member.getByRole('button', { name: 'browser01' }).waitFor();
    await member.goto(`${platform.baseUrl}/agentHome`);
    await member.getByRole('heading', { name: en.agent.loginTitle }).waitFor();
    expect(new URL(member.url()).pathname).toBe('/agent');
    await member.context().close();
  });
});
