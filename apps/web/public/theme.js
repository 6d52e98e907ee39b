/* global document */
// Applied before the bundle loads so a light-theme visitor never sees a dark flash. A file, not an inline
// script: the Content-Security-Policy allows scripts from the site only (ADR 0012).
try {
  const theme = localStorage.getItem('theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
} catch {
  // Storage blocked: the default theme stays.
}
