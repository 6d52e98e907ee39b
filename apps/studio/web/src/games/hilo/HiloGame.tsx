import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Round } from '../../api/types.ts';
import { formatMultiplier, minorOf } from '../../lib/money.ts';
import { useGame } from '../../shell/GameContext.tsx';
import { StakeField, useStakeProblem } from '../../shell/StakeField.tsx';
import { useResumeOpenRound } from '../../shell/useResumeOpenRound.ts';
import { Icon } from '../../ui/icons.tsx';
import { CardFace, PlayingCard, rankText } from '../../ui/PlayingCard.tsx';
import {
  canCashOut,
  chance,
  currentCard,
  fairProduct,
  nextMultiplier,
  payoutMultiplier,
  readHilo,
  type Guess,
} from './logic.ts';
import './hilo.css';
import { formatMoney } from '@croupier/money';

export default function HiloGame() {
  const { t } = useTranslation();
  const { play, act, finish, busy, stake, session, currency } = useGame();
  const stakeProblem = useStakeProblem();
  const [round, setRound] = useState<Round | null>(() =>
    session.openRound?.engine === 'hilo' && session.openRound.status === 'open' ? session.openRound : null,
  );
  useResumeOpenRound('hilo', setRound);
  const view = round ? readHilo(round.result) : null;
  const playing = view?.status === 'playing';
  const card = view ? currentCard(view) : null;
  const fair = view ? fairProduct(view) : 1;
  const multiplier = view?.multiplier ?? payoutMultiplier(fair);
  const roundStake = round ? minorOf(round.stake, currency) : 0n;
  const cashValue = (roundStake * BigInt(Math.floor(multiplier * 10_000))) / 10_000n;
  const cardName = (c: { rank: number; suit: number }) =>
    t('baccarat.card', { rank: rankText(c.rank), suit: t(`baccarat.suit.${c.suit}`) });

  const start = async () => {
    if (stakeProblem) return;
    const next = await play({ engine: 'hilo', stake });
    if (!next) return;
    setRound(next);
    finish(next);
  };

  const move = async (action: { type: Guess | 'skip' | 'cashOut' }) => {
    if (!round) return;
    const next = await act(round, action);
    if (!next) return;
    setRound(next);
    finish(next);
  };

  const guessButton = (guess: Guess) => {
    const p = card ? chance(card.rank, guess) : 0;
    return (
      <button
        type="button"
        className={`btn btn-big guess-btn guess-${guess}`}
        disabled={!playing || busy}
        onClick={() => void move({ type: guess })}
      >
        <Icon name={guess === 'higher' ? 'chevronUp' : 'chevronDown'} />
        <span className="guess-text">
          <span>{t(`hilo.${guess}`)}</span>
          {card && playing && (
            <small className="tabular">
              {(p * 100).toFixed(1)}% · {formatMultiplier(nextMultiplier(fair, card.rank, guess))}
            </small>
          )}
        </span>
      </button>
    );
  };

  return (
    <div className="game-layout">
      <section className="stage hilo-stage" aria-label={t('hilo.stage')}>
        <div className="hilo-table">
          <div className="hilo-card" aria-live="polite">
            {card && view ? (
              <PlayingCard key={view.steps.length} card={card} faceUp label={cardName(card)} />
            ) : (
              <div className="hilo-placeholder">{t('hilo.startHint')}</div>
            )}
          </div>
          <div className="hilo-status" aria-live="polite">
            {view?.status === 'busted' && <strong className="is-loss">{t('hilo.busted')}</strong>}
            {view?.status === 'cashedOut' && round && (
              <strong className="is-win">
                {t('hilo.cashedOut', { amount: formatMoney(minorOf(round.payout, currency), currency) })}
              </strong>
            )}
            {playing && (
              <span>
                {t('hilo.current')} <strong className="tabular">{formatMultiplier(multiplier)}</strong>
              </span>
            )}
          </div>
        </div>
        {view && (
          <ol className="hilo-trail" aria-label={t('hilo.trail')}>
            <li>
              <CardFace card={view.start} />
              <span>{t('hilo.first')}</span>
            </li>
            {view.steps.map((step, i) => (
              <li
                key={i}
                className={step.won ? 'is-win' : 'is-loss'}
                aria-label={`${t(`hilo.${step.action}`)}: ${cardName(step.card)}`}
              >
                <CardFace card={step.card} />
                <span>{t(`hilo.short.${step.action}`)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="controls" aria-label={t('common.controls')}>
        {playing ? (
          <>
            <div className="guess-row">
              {guessButton('higher')}
              {guessButton('lower')}
            </div>
            <button type="button" className="btn" disabled={busy} onClick={() => void move({ type: 'skip' })}>
              <Icon name="skip" />
              {t('hilo.skip')}
            </button>
            <button
              type="button"
              className="btn btn-positive btn-big play-btn"
              disabled={busy || !view || !canCashOut(view)}
              onClick={() => void move({ type: 'cashOut' })}
            >
              {view && canCashOut(view)
                ? t('mines.cashOut', { amount: formatMoney(cashValue, currency) })
                : t('hilo.guessFirst')}
            </button>
            <p className="field-hint">{t('hilo.sameWins')}</p>
          </>
        ) : (
          <>
            <StakeField disabled={busy} />
            <button
              type="button"
              className="btn btn-primary btn-big play-btn"
              disabled={busy || stakeProblem !== null}
              onClick={() => void start()}
            >
              {t('hilo.start')}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
