import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BaccaratBetType, Round } from '../../api/types.ts';
import { chipLabel, minorOf, toDecimal } from '../../lib/money.ts';
import { useGame } from '../../shell/GameContext.tsx';
import { ChipArt } from '../../table/Chip.tsx';
import { useRecentRounds } from '../../table/RecentResults.tsx';
import { TableControls } from '../../table/TableControls.tsx';
import { useTableBets } from '../../table/useTableBets.ts';
import { PlayingCard, rankText } from '../../ui/PlayingCard.tsx';
import { reducedMotion } from '../../ui/useTween.ts';
import { BeadPlate } from './BeadPlate.tsx';
import { betOutcome, dealOrder, handTotal, PAYS, readCoup, type Coup } from './logic.ts';
import './baccarat.css';
import { formatAmount, formatMoney } from '@croupier/money';

const SPOTS: BaccaratBetType[] = ['playerPair', 'tie', 'bankerPair', 'player', 'banker'];
/** engines/tables/baccarat.ts MAX_BETS: one bet per spot. */
const MAX_SPOTS = 5;
/** Time between cards leaving the shoe, and from a card landing to its turn. */
const DEAL_GAP = 750;
const FLIP_AFTER = 400;

export default function BaccaratGame() {
  const { t } = useTranslation();
  const { play, finish, busy, currency } = useGame();
  const table = useTableBets(MAX_SPOTS);
  const recent = useRecentRounds();
  const [deal, setDeal] = useState<{ round: Round; coup: Coup } | null>(null);
  const [dealt, setDealt] = useState(0);
  const [flipped, setFlipped] = useState(0);
  const [done, setDone] = useState(false);

  const start = async () => {
    if (!table.ready) return;
    const bets = [...table.bets.spots].map(([type, amount]) => ({
      type: type as BaccaratBetType,
      amount: toDecimal(amount, currency),
    }));
    const round = await play({ engine: 'baccarat', bets });
    if (!round) return;
    table.played();
    const coup = readCoup(round.result);
    if (!coup) {
      finish(round);
      return;
    }
    setDone(false);
    setDealt(0);
    setFlipped(0);
    setDeal({ round, coup });
  };

  // The deal: each card slides out of the shoe, then turns; the round settles when the last card is up.
  useEffect(() => {
    if (!deal) return;
    const order = dealOrder(deal.coup);
    const fast = reducedMotion();
    const timers = order.flatMap((_, i) => [
      setTimeout(() => setDealt(i + 1), fast ? 0 : i * DEAL_GAP + (i >= 4 ? 500 : 0)),
      setTimeout(() => setFlipped(i + 1), fast ? 0 : i * DEAL_GAP + FLIP_AFTER + (i >= 4 ? 500 : 0)),
    ]);
    timers.push(
      setTimeout(
        () => {
          setDone(true);
          finish(deal.round);
        },
        fast ? 0 : order.length * DEAL_GAP + 500,
      ),
    );
    return () => timers.forEach(clearTimeout);
  }, [deal, finish]);

  const order = deal ? dealOrder(deal.coup) : [];
  const shownCards = (hand: 'player' | 'banker') =>
    order
      .slice(0, dealt)
      .map((step, i) => ({ ...step, i }))
      .filter((step) => step.hand === hand)
      .map((step) => ({ card: deal!.coup[hand][step.index]!, up: step.i < flipped }));
  const player = shownCards('player');
  const banker = shownCards('banker');
  const total = (cards: typeof player) => handTotal(cards.filter((c) => c.up).map((c) => c.card));
  const coup = done ? deal?.coup : undefined;
  const cardLabel = (c: { rank: number; suit: number }) =>
    t('baccarat.card', { rank: rankText(c.rank), suit: t(`baccarat.suit.${c.suit}`) });

  return (
    <div className="baccarat-game">
      <section className="baccarat-stage felt" aria-label={t('baccarat.stage')}>
        <div className="shoe" aria-hidden="true" />
        {(['player', 'banker'] as const).map((hand) => {
          const cards = hand === 'player' ? player : banker;
          return (
            <div
              key={hand}
              className={`hand hand-${hand}${coup && coup.winner === hand ? ' is-winner' : ''}`}
            >
              <h2>
                {t(`baccarat.${hand}`)}
                <span className="hand-total tabular" aria-live="polite">
                  {cards.length > 0 ? total(cards) : ''}
                </span>
              </h2>
              <div className="hand-cards">
                {cards.length === 0 &&
                  [0, 1].map((i) => <div key={i} className="card-spot" aria-hidden="true" />)}
                {cards.map((c, i) => (
                  <div key={i} className={i === 2 ? 'third-card' : undefined}>
                    <PlayingCard card={c.card} faceUp={c.up} label={cardLabel(c.card)} />
                  </div>
                ))}
              </div>
            </div>
          );
        })}
        <div className="baccarat-result" aria-live="polite">
          {coup && deal ? (
            <>
              <strong className={`winner-${coup.winner}`}>
                {coup.winner === 'tie'
                  ? t('baccarat.tieResult', { total: coup.playerTotal })
                  : t('baccarat.wins', {
                      side: t(`baccarat.${coup.winner}`),
                      a: Math.max(coup.playerTotal, coup.bankerTotal),
                      b: Math.min(coup.playerTotal, coup.bankerTotal),
                    })}
              </strong>
              <span className={minorOf(deal.round.payout, currency) > 0n ? 'is-win' : 'muted'}>
                {minorOf(deal.round.payout, currency) > 0n
                  ? t('table.youWin', { amount: formatAmount(deal.round.payout, currency) })
                  : t('table.noWin')}
              </span>
            </>
          ) : (
            <span className="muted">{deal ? t('baccarat.dealing') : t('roulette.placeBets')}</span>
          )}
        </div>
      </section>
      <section className="baccarat-bets felt" aria-label={t('roulette.table')}>
        {SPOTS.map((type) => {
          const amount = table.bets.spots.get(type);
          // Named by what the spot shows, its bet and its odds, so a speech-input user can say it (WCAG 2.5.3).
          const name = `${t(`baccarat.bet.${type}`)}, ${PAYS[type]}`;
          const outcome = coup ? betOutcome(type, coup) : null;
          return (
            <button
              key={type}
              type="button"
              className={`bac-spot bac-${type}${outcome ? ` is-${outcome}` : ''}`}
              disabled={busy}
              aria-label={
                amount ? `${name}, ${t('table.placed', { amount: formatMoney(amount, currency) })}` : name
              }
              onClick={() => {
                if (done) setDeal(null);
                table.add(type);
              }}
            >
              <span className="bac-name">{t(`baccarat.bet.${type}`)}</span>{' '}
              <span className="bac-pays">{PAYS[type]}</span>
              {amount !== undefined && (
                <span className={`spot-chip${outcome ? (outcome === 'lose' ? ' is-lost' : ' is-won') : ''}`}>
                  <ChipArt
                    rank={table.chips.filter((c) => c <= amount).length - 1}
                    label={chipLabel(amount, currency)}
                  />
                </span>
              )}
            </button>
          );
        })}
        <p className="bac-note">{t('baccarat.commission')}</p>
      </section>
      <TableControls table={table} busy={busy} goLabel={t('baccarat.deal')} onGo={() => void start()} />
      <BeadPlate rounds={recent} />
    </div>
  );
}
