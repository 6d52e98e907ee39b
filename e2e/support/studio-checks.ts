import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { en, type Dictionary } from '../../apps/studio/web/src/i18n/en.ts';
import { escape } from './text.ts';
import {
  balanceOf,
  closePanel,
  controlsOf,
  DICTIONARIES,
  type Engine,
  type Language,
  openPanel,
} from './studio-game-page.ts';

// What the studio-games tests check beyond one round: bad input plays nothing, a translation leaves no English.

export const SINGLE_STAKE = ['dice', 'mines', 'plinko', 'hilo', 'crash'] as const;

/** The button that would place the stake (crash's changes its words between rounds; disabled either way). */
export function playButton(page: Page, t: Dictionary, engine: (typeof SINGLE_STAKE)[number]): Locator {
  const names = {
    dice: [t.dice.roll],
    mines: [t.mines.start],
    plinko: [t.plinko.drop],
    hilo: [t.hilo.start],
    crash: [t.crash.placeBet, t.crash.waitNext],
  }[engine];
  return controlsOf(page, t).getByRole('button', { name: new RegExp(`^(${names.map(escape).join('|')})$`) });
}

export async function expectNothingPlayed(page: Page, t: Dictionary, engine: Engine, balance: bigint) {
  expect(await balanceOf(page, t)).toBe(balance);
  if (engine === 'crash') {
    await controlsOf(page, t).getByText(t.crash.noBet, { exact: true }).waitFor();
    return;
  }
  const dialog = await openPanel(page, t, t.header.history, t.history.title);
  await dialog.getByText(t.history.empty, { exact: true }).waitFor();
  await closePanel(dialog, t);
}

/** Every string of a dictionary by its key path. */
function leaves(dictionary: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(dictionary)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** English texts still on a translated page (visible text and accessible names). */
export async function untranslated(page: Page, language: Language): Promise<string[]> {
  const translated = leaves(DICTIONARIES[language]);
  const english = [...leaves(en)].flatMap(([key, text]) =>
    // Fixed parts of every English message the translation words differently, long enough to be words.
    translated.get(key) === text
      ? []
      : text
          .split(/\{\{\w+\}\}/)
          .map((part) => part.trim())
          .filter((part) => /[A-Za-z]{3}/.test(part)),
  );
  const shown = `${await page.locator('body').innerText()}\n${await page.locator('body').ariaSnapshot()}`;
  return [...new Set(english)].filter((text) =>
    new RegExp(`(^|[^A-Za-z])${escape(text)}($|[^A-Za-z])`).test(shown),
  );
}
