import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Engine } from '../api/types.ts';

/**
 * One UI per engine, each in its own folder and loaded on demand: a player launching roulette never downloads
 * the slot art.
 */
export const GAMES: Record<Engine, LazyExoticComponent<ComponentType>> = {
  slot: lazy(() => import('./slots/SlotGame.tsx')),
  roulette: lazy(() => import('./roulette/RouletteGame.tsx')),
  sicbo: lazy(() => import('./sicbo/SicBoGame.tsx')),
  baccarat: lazy(() => import('./baccarat/BaccaratGame.tsx')),
  dice: lazy(() => import('./dice/DiceGame.tsx')),
  mines: lazy(() => import('./mines/MinesGame.tsx')),
  plinko: lazy(() => import('./plinko/PlinkoGame.tsx')),
  hilo: lazy(() => import('./hilo/HiloGame.tsx')),
  crash: lazy(() => import('./crash/CrashGame.tsx')),
};

export const RULES: Record<Engine, LazyExoticComponent<ComponentType>> = {
  slot: lazy(() => import('./slots/Paytable.tsx')),
  roulette: lazy(() => import('./roulette/Rules.tsx')),
  sicbo: lazy(() => import('./sicbo/Rules.tsx')),
  baccarat: lazy(() => import('./baccarat/Rules.tsx')),
  dice: lazy(() => import('./dice/Rules.tsx')),
  mines: lazy(() => import('./mines/Rules.tsx')),
  plinko: lazy(() => import('./plinko/Rules.tsx')),
  hilo: lazy(() => import('./hilo/Rules.tsx')),
  crash: lazy(() => import('./crash/Rules.tsx')),
};
