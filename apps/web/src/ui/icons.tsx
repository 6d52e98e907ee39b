import type { ReactNode } from 'react';
import { LineIcon, commonIconPaths } from '@croupier/web-kit/icons';

/** The player site's icons: the platform's common line icons plus its own. */
const paths = {
  ...commonIconPaths,
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  chevronLeft: <path d="M15 6l-6 6 6 6" />,
  chevronRight: <path d="M9 6l6 6-6 6" />,
  arrowUp: <path d="M12 19V5M5 12l7-7 7 7" />,
  pause: <path d="M9 5v14M15 5v14" />,
  search: <path d="M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zM20 20l-4-4" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  expand: <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />,
  trophy: <path d="M8 4h8v5a4 4 0 0 1-8 0V4zM8 6H5a3 3 0 0 0 3 3M16 6h3a3 3 0 0 1-3 3M12 13v4M8 20h8" />,
  home: <path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z" />,
  fire: (
    <path d="M12 22c4 0 7-2.8 7-7 0-3.5-2.2-5.6-3.5-7-.3 2-1.4 3-2.5 3.5C13.5 8 12.5 5 10 2c0 3.5-5 6-5 13 0 4.2 3 7 7 7z" />
  ),
  star: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  heart: <path d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9z" />,
  wallet: (
    <>
      <path d="M3 7a2 2 0 0 1 2-2h13v4" />
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <circle cx="16.5" cy="13.5" r="1.2" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c1-3.5 3.5-5 6.5-5s5.5 1.5 6.5 5M16 4.5a3.5 3.5 0 0 1 0 7M18 15c2 .6 3.2 2.2 3.8 5" />
    </>
  ),
  help: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
    </>
  ),
  download: <path d="M12 3v12M7 10l5 5 5-5M4 21h16" />,
  transfer: <path d="M4 8h14l-4-4M20 16H6l4 4" />,
  receipt: <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
    </>
  ),
  eye: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3 3.9M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  shield: <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z" />,
  tools: (
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3 17.8V21h3.2l6.3-6.3a4 4 0 0 0 5.2-5.4l-2.6 2.6-2.3-.6-.6-2.3z" />
  ),
  lock: (
    <>
      <rect x="4" y="10" width="16" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" />
    </>
  ),
  logout: <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />,
  grid: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1.5" />
      <rect x="14" y="3" width="7" height="7" rx="1.5" />
      <rect x="3" y="14" width="7" height="7" rx="1.5" />
      <rect x="14" y="14" width="7" height="7" rx="1.5" />
    </>
  ),
  // Customer-service channels.
  chat: <path d="M4 5h16v11H9l-5 4z" />,
  megaphone: <path d="M3 10v4h3l8 5V5L6 10zM17 9a4 4 0 0 1 0 6M6 14l1 5h3l-1-4" />,
  telegram: <path d="M21 4L3 11l6 2 2 6 3-4 5 4zM9 13l9-7" />,
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z" />,
  twitter: <path d="M4 4l16 16M20 4L4 20" />,
  line: (
    <>
      <path d="M12 4c5 0 9 3.1 9 7 0 3.9-4 7-9 7l-4 3v-3.6C5 16.2 3 13.8 3 11c0-3.9 4-7 9-7z" />
      <path d="M8 9.5v3h2M12 9.5v3M14.5 12.5v-3l2 3v-3" />
    </>
  ),
};

export type IconName = keyof typeof paths;

export function Icon({ name }: { name: IconName }) {
  return <LineIcon>{paths[name]}</LineIcon>;
}

/** One picture per game category, so the side menu reads at 64 px collapsed. */
const categoryPaths: Record<string, ReactNode> = {
  LIVE: (
    <>
      <rect x="3" y="5" width="18" height="12" rx="2" />
      <circle cx="12" cy="10" r="2.5" />
      <path d="M8 21h8M12 17v4M8.5 15c.8-1.5 2-2.2 3.5-2.2s2.7.7 3.5 2.2" />
    </>
  ),
  RNG: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M9 4v16M15 4v16M5 10.5l1.5-1.5h1.5L6 14M11 10.5l1.5-1.5H14L12 14M17 10.5l1.5-1.5H20L18 14" />
    </>
  ),
  SPORTS: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M21 10l-5 0M18 19l-3.5-4.5M6 19l3.5-4.5M3 10h5" />
    </>
  ),
  ESPORTS: (
    <>
      <path d="M7 7h10a4 4 0 0 1 4 4v4a3 3 0 0 1-5.4 1.8L14 15h-4l-1.6 1.8A3 3 0 0 1 3 15v-4a4 4 0 0 1 4-4z" />
      <path d="M8 10v4M6 12h4M15.5 11h.01M17.5 13h.01" />
    </>
  ),
  PVP: (
    <>
      <rect x="3" y="6" width="11" height="15" rx="2" transform="rotate(-10 8.5 13.5)" />
      <path d="M13 4.5l5.5 1a2 2 0 0 1 1.6 2.3l-2 11a2 2 0 0 1-2.3 1.6l-1.3-.2M8 11l1.5 3L8 17l-1.5-3z" />
    </>
  ),
  FISH: (
    <>
      <path d="M3 12c3-4.5 7-6 10.5-6C17.5 6 20 9 21 12c-1 3-3.5 6-7.5 6C10 18 6 16.5 3 12z" />
      <path d="M3 12l-1-3M3 12l-1 3M16 10.5h.01" />
    </>
  ),
  LOTT: (
    <>
      <circle cx="7" cy="8" r="3.5" />
      <circle cx="16.5" cy="7.5" r="3" />
      <circle cx="11.5" cy="16" r="4" />
      <path d="M11 16h1M7 8h.01M16.5 7.5h.01" />
    </>
  ),
  ELOTT: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <circle cx="9" cy="9" r="2" />
      <circle cx="15" cy="9" r="2" />
      <circle cx="12" cy="15" r="2" />
    </>
  ),
  COCKFIGHT: (
    <>
      <path d="M9 20l1-4c-3-1-5-3.5-5-6.5C5 6 7.5 4 10 4c1.5 0 2.5.8 3 2l3-1-1 3c2.5 1 4 3.5 4 6 0 3-2.5 5-6 5" />
      <path d="M13 20l-1-4M10 8h.01M5.5 8L3 9l2.5 1" />
    </>
  ),
  BINGO: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M9 3v18M15 3v18M3 9h18M3 15h18" />
      <circle cx="12" cy="12" r="1.6" />
    </>
  ),
  MINI: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01" strokeWidth="3" />
    </>
  ),
};

export function CategoryIcon({ gameType }: { gameType: string }) {
  return <LineIcon>{categoryPaths[gameType] ?? paths.grid}</LineIcon>;
}

const csPaths: Record<string, IconName> = {
  LIVECHAT: 'chat',
  TELEGRAM: 'telegram',
  TELEGRAM1: 'telegram',
  TELEGRAM2: 'telegram',
  FACEBOOK: 'facebook',
  TWITTER: 'twitter',
  LINE: 'line',
};

export function CsIcon({ csType }: { csType: string }) {
  return <Icon name={csPaths[csType] ?? 'chat'} />;
}
