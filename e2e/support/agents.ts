import type { Browser, Page } from 'playwright-core';
import type { platformApi } from './api.ts';

/** The agent programme as tests set it up: a top agent opened by an operator, and downlines it registers. */
export const AGENT_PASSWORD = 'secret12';
const START_PASSWORD = 'Start-pass1';

type Calls = ReturnType<typeof platformApi>;

export async function signIn(calls: Calls, username: string, password: string): Promise<string> {
  const answer = await calls.api('/api/v1/auth/login', { type: 'username', username, password });
  if (typeof answer.token !== 'string')
    throw new Error(`${username} could not sign in: ${JSON.stringify(answer)}`);
  return answer.token;
}

/** Signs in with the starting password, sets {@link AGENT_PASSWORD} as the first login asks, and signs in again. */
async function firstSignIn(calls: Calls, username: string): Promise<string> {
  const first = await signIn(calls, username, START_PASSWORD);
  await calls.api(
    '/api/v1/me/password',
    { oldPassword: START_PASSWORD, newPassword: AGENT_PASSWORD, confirmNewPassword: AGENT_PASSWORD },
    'POST',
    first,
  );
  return signIn(calls, username, AGENT_PASSWORD);
}

/** A top agent an operator opened, signed in: its id and token. */
export async function openTopAgent(calls: Calls, operator: string, username: string) {
  const top = await calls.api(
    '/admin-api/v1/agents',
    { username, password: START_PASSWORD, type: 1 },
    'POST',
    operator,
  );
  if (typeof top.id !== 'string') throw new Error(`opening ${username}: ${JSON.stringify(top)}`);
  return { id: top.id, token: await firstSignIn(calls, username) };
}

/** A downline registered by `agent` in its register centre, signed in with the password it chose for itself. */
export async function registerDownline(
  calls: Calls,
  agent: string,
  username: string,
  type: 'member' | 'agent',
): Promise<{ id: string; token: string }> {
  const created = await calls.api(
    '/api/v1/agent/downlines',
    { username, password: START_PASSWORD, type },
    'POST',
    agent,
  );
  if (typeof created.id !== 'string') throw new Error(`registering ${username}: ${JSON.stringify(created)}`);
  return { id: created.id, token: await firstSignIn(calls, username) };
}

/** A new page with the site's language and theme chosen beforehand, as a returning visitor has them. */
export async function pageWith(
  browser: Browser,
  options: { lang?: string; theme?: string; width?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1366, height: 900 },
    locale: 'en-US',
  });
  await context.addInitScript(
    ([lang, theme]) => {
      if (lang) localStorage.setItem('lang', lang);
      if (theme) localStorage.setItem('theme', theme);
    },
    [options.lang ?? '', options.theme ?? ''],
  );
  return context.newPage();
}
