import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Round } from '../../api/types.ts';
import { minorOf, toDecimal } from '../../lib/money.ts';
import { asRecord, numberArray } from '../../lib/result.ts';
import { useGame } from '../../shell/GameContext.tsx';
import { useRecentRounds } from '../../table/RecentResults.tsx';
import { TableControls } from '../../table/TableControls.tsx';
import { useTableBets } from '../../table/useTableBets.ts';
import { DieFace } from '../../ui/Die.tsx';
import { SicBoBoard, SPOTS } from './Board.tsx';
import { Dice3D } from './Dice3D.tsx';
import { outcomeLabel, wireBet } from './logic.ts';
import './sicbo.css';
import { formatAmount } from '@croupier/money';

const BY_KEY = new Map(SPOTS.map((s) => [s.key, s]));
/** engines/tables/sicbo.ts MAX_BETS. */
const MAX_SPOTS = 100;

export default function SicBoGame() {
  const { t } = useTranslation();
  const { play, finish, busy, currency } = useGame();
  const table = useTableBets(MAX_SPOTS);
  const recent = useRecentRounds();
  const [throwKey, setThrowKey] = useState(0);
  const [pending, setPending] = useState<{ round: Round; dice: number[] } | null>(null);
  const [shown, setShown] = useState<{ dice: number[]; payout: string } | null>(null);
  const [faces, setFaces] = useState([1, 2, 3]);

  const roll = async () => {
    if (!table.ready) return;
    const bets = [...table.bets.spots].map(([key, amount]) =>
      wireBet(BY_KEY.get(key)!, toDecimal(amount, currency)),
    );
    setShown(null);
    const round = await play({ engine: 'sicbo', bets });
    if (!round) return;
    table.played();
    const dice = numberArray(asRecord(round.result).dice) ?? [1, 1, 1];
    setPending({ round, dice });
    setFaces(dice);
    setThrowKey((k) => k + 1);
  };

  const settled = () => {
    if (!pending) return;
    setShown({ dice: pending.dice, payout: pending.round.payout });
    finish(pending.round);
    setPending(null);
  };

  const total = shown ? shown.dice.reduce((a, b) => a + b, 0) : null;
  const won = shown && minorOf(shown.payout, currency) > 0n;
  const road = recent
    .map((r) => numberArray(asRecord(r.result).dice))
    .filter((d): d is number[] => d?.length === 3);

  return (
    <div className="sicbo-game">
      <section className="sicbo-stage stage" aria-label={t('sicbo.stage')}>
        <div className="sicbo-dome">
          <Dice3D dice={faces} throwKey={throwKey} onSettled={settled} />
        </div>
        <div className="sicbo-info" aria-live="polite">
          {shown && total !== null ? (
            <>
              <p className="sicbo-total">
                <span className="tabular">{total}</span>
                <span className={`sicbo-tag tag-${outcomeLabel(shown.dice)}`}>
                  {t(`sicbo.${outcomeLabel(shown.dice)}`)}
                </span>
              </p>
              <p className="visually-hidden">{t('sicbo.thrown', { dice: shown.dice.join(', ') })}</p>
              <strong className={won ? 'is-win' : 'is-loss'}>
                {won ? t('table.youWin', { amount: formatAmount(shown.payout, currency) }) : t('table.noWin')}
              </strong>
            </>
          ) : (
            <p className="muted">{pending ? t('sicbo.shaking') : t('roulette.placeBets')}</p>
          )}
          <ol className="sicbo-road" aria-label={t('sicbo.recent')}>
            {road.map((d, i) => (
              <li key={i} aria-label={t('sicbo.thrown', { dice: d.join(', ') })}>
                {d.map((f, j) => (
                  <DieFace key={j} face={f} size={14} />
                ))}
                <span className={`tag-${outcomeLabel(d)}`}>{d.reduce((a, b) => a + b, 0)}</span>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="sicbo-table felt" aria-label={t('roulette.table')}>
        <SicBoBoard
          amounts={table.bets.spots}
          chips={table.chips}
          currency={currency}
          disabled={busy}
          dice={shown?.dice ?? null}
          onPlace={(spot) => {
            if (shown) setShown(null);
            table.add(spot.key);
          }}
        />
      </section>
      <TableControls table={table} busy={busy} goLabel={t('sicbo.roll')} onGo={() => void roll()} />
    </div>
  );
}
