import { createContext, use } from 'react';
import type { GameItem } from '@croupier/contracts';
import type { GameType } from '@croupier/contracts/constants';

export type LaunchMode = 'real' | 'demo';

export interface Launcher {
  /** The game being launched, so its tile can show progress and ignore a second click. */
  pending: string | null;
  launch(game: GameItem, mode?: LaunchMode): void;
  /** A game known only by id (a banner's target): its item is fetched and launched as its tile would be. */
  launchById(gameId: string): void;
  /** A vendor entry (lane card, header drop-down, centre page): its list, its one product, or its provider list. */
  launchVendor(gameType: GameType, vassalage: string, name: string): void;
}

export const LauncherContext = createContext<Launcher | null>(null);

export function useLauncher(): Launcher {
  const launcher = use(LauncherContext);
  if (!launcher) throw new Error('useLauncher outside LauncherProvider');
  return launcher;
}
