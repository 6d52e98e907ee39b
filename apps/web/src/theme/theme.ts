import { useCallback, useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from '../session/storage.ts';
import { adjustForContrast, onColor, parseHex } from './color.ts';

export type Theme = 'dark' | 'light';

const listeners = new Set<() => void>();

function read(): Theme {
  return document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
}

function apply(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  writeLocal('theme', theme);
  for (const listener of listeners) listener();
}

// index.html applies the stored theme before first paint; this only covers a missing attribute.
if (readLocal('theme') === 'light') document.documentElement.dataset.theme = 'light';

export function useTheme(): [Theme, () => void] {
  const theme = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, read);
  const toggle = useCallback(() => apply(read() === 'dark' ? 'light' : 'dark'), []);
  return [theme, toggle];
}

/**
 * Writes the brand accent into both themes' variables. Text-coloured accent is adjusted per theme
 * background so links stay AA; the filled variant keeps the brand colour with readable ink on it.
 */
export function applyAccent(accent: string): void {
  if (!parseHex(accent)) return;
  const style = document.documentElement.style;
  style.setProperty('--accent-dark', adjustForContrast(accent, '#171a21'));
  style.setProperty('--accent-light', adjustForContrast(accent, '#f6f7fb'));
  style.setProperty('--accent-fill', accent);
  style.setProperty('--on-accent', onColor(accent));
}
