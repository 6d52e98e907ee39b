/* global document, location */
// The platform passes its player's theme in the launch URL; applied before the bundle loads so a light-theme
// player never sees a dark flash inside the frame. A file, not an inline script: the Content-Security-Policy
// allows scripts from the studio only (ADR 0012).
const theme = new URLSearchParams(location.search).get('theme');
if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
