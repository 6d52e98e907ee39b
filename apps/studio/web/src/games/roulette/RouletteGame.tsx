import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Round } from '../../api/types.ts';
import { minorOf, toDecimal } from '../../lib/money.ts';
import { asRecord } from '../../lib/result.ts';
import { useGame } from '../../shell/GameContext.tsx';
import { useRecentRounds } from '../../table/RecentResults.tsx';
import { TableControls } from '../../table/TableControls.tsx';
import { useTableBets } from '../../table/useTableBets.ts';
import { useMediaQuery } from '../../ui/useMediaQuery.ts';
import { Board } from './Board.tsx';
import { boardSpots, colourOf, wireBet } from './logic.ts';
import { Wheel } from './Wheel.tsx';
import './roulette.css';
import { formatAmount } from '@croupier/money';

const SPOT_BY_KEY = new Map(boardSpots().map((s) => [s.key, s]));
/** The engine takes at most 200 bets a spin (engines/tables/roulette.ts MAX_BETS). */
const MAX_SPOTS = 200;

export default function RouletteGame() {
  const { t } = useTranslation();
  const { play, finish, busy, currency } = useGame();
  const table = useTableBets(MAX_SPOTS);
  const narrow = useMediaQuery('(max-width: 640px)');
  const recent = useRecentRounds();
  const [spinKey, setSpinKey] = useState(0);
  const [pending, setPending] = useState<{ round: Round; pocket: number } | null>(null);
  const [shown, setShown] = useState<{ pocket: number; payout: string } | null>(null);

  const spin = async () => {
    if (!table.ready) return;
    const bets = [...table.bets.spots].map(([key, amount]) =>
      wireBet(SPOT_BY_KEY.get(key)!.bet, toDecimal(amount, currency)),
    );
    setShown(null);
    const round = await play({ engine: 'roulette', bets });
    if (!round) return;
    table.played();
    setPending({ round, pocket: Number(asRecord(round.result).pocket) });
    setSpinKey((k) => k + 1);
  };

  const stopped = () => {
    if (!pending) return;
    setShown({ pocket: pending.pocket, payout: pending.round.payout });
    finish(pending.round);
    setPending(null);
  };

  const strip = recent.map((r) => Number(asRecord(r.result).pocket)).filter((n) => Number.isInteger(n));
  const won = shown && minorOf(shown.payout, currency) > 0n;

  return (
    <div className="roulette-game">
      <section className="roulette-top stage" aria-label={t('roulette.wheel')}>
        <Wheel pocket={pending?.pocket ?? null} spinKey={spinKey} onStopped={stopped} />
        <div className="roulette-info">
          <div className="roulette-result" aria-live="polite">
            {shown ? (
              <>
                <span className={`result-ball pocket-${colourOf(shown.pocket)}`}>{shown.pocket}</span>
                <span>
                  {t(`roulette.colour.${colourOf(shown.pocket)}`)}
                  <br />
                  <strong className={won ? 'is-win' : 'is-loss'}>
                    {won
                      ? t('table.youWin', { amount: formatAmount(shown.payout, currency) })
                      : t('table.noWin')}
                  </strong>
                </span>
              </>
            ) : (
              <span className="muted">{pending ? t('roulette.noMoreBets') : t('roulette.placeBets')}</span>
            )}
          </div>
          <ol className="result-strip" aria-label={t('roulette.recent')}>
            {strip.map((n, i) => (
              <li key={i} className={`pocket-${colourOf(n)}`}>
                {n}
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="roulette-table" aria-label={t('roulette.table')}>
        <Board
          orientation={narrow ? 'vertical' : 'horizontal'}
          amounts={table.bets.spots}
          chips={table.chips}
          currency={currency}
          disabled={busy}
          result={shown?.pocket ?? null}
          onPlace={(s) => {
            if (shown) setShown(null);
            table.add(s.key);
          }}
        />
      </section>
      <TableControls table={table} busy={busy} goLabel={t('roulette.spin')} onGo={() => void spin()} />
    </div>
  );
}
