export type Theme = 'dark' | 'light';

const THEME_KEY = 'adminTheme';

export function storedTheme(): Theme {
  try {
    return localStorage.getItem(THEME_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

/** Applied on <html> so the token set switches in one place, before React renders. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Not remembered; the choice still applies to this page.
  }
}
