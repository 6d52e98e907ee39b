import type { Engine, Game } from '../api/types.ts';
import { BaccaratSummary } from './baccarat/Summary.tsx';
import { CrashSummary } from './crash/Summary.tsx';
import { DiceSummary } from './dice/Summary.tsx';
import { HiloSummary } from './hilo/Summary.tsx';
import { MinesSummary } from './mines/Summary.tsx';
import { PlinkoSummary } from './plinko/Summary.tsx';
import { RouletteSummary } from './roulette/Summary.tsx';
import { SicBoSummary } from './sicbo/Summary.tsx';
import { SlotSummary } from './slots/Summary.tsx';
import './summaries.css';

/**
 * A round's outcome in a line or two, for the history drawer, the resume notice and the verifier. Each game
 * draws its own; an unreadable result shows nothing rather than breaking the list.
 */
export function RoundSummary({ engine, result, game }: { engine: Engine; result: unknown; game?: Game }) {
  switch (engine) {
    case 'slot':
      return <SlotSummary result={result} game={game} />;
    case 'roulette':
      return <RouletteSummary result={result} />;
    case 'sicbo':
      return <SicBoSummary result={result} />;
    case 'baccarat':
      return <BaccaratSummary result={result} />;
    case 'dice':
      return <DiceSummary result={result} />;
    case 'mines':
      return <MinesSummary result={result} />;
    case 'plinko':
      return <PlinkoSummary result={result} />;
    case 'hilo':
      return <HiloSummary result={result} />;
    case 'crash':
      return <CrashSummary result={result} />;
  }
}
