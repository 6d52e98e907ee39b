import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Round } from '../../api/types.ts';
import { recalledBet } from '../../lib/betStore.ts';
import { formatMultiplier, minorOf } from '../../lib/money.ts';
import { useGame } from '../../shell/GameContext.tsx';
import { StakeField, useStakeProblem } from '../../shell/StakeField.tsx';
import { useResumeOpenRound } from '../../shell/useResumeOpenRound.ts';
import { Icon } from '../../ui/icons.tsx';
import { Grid } from './Grid.tsx';
import { inferMines, isValidMines, ladder, minesMultiplier, readMines, SIDES, type Side } from './logic.ts';
import './mines.css';
import { formatMoney } from '@croupier/money';

interface Playing {
  round: Round;
  side: number;
  mines: number | null;
}

/** The open round to resume from the session, with its bet as remembered in this tab or read off the result. */
function resumed(open: Round | null): Playing | null {
  if (!open || open.engine !== 'mines' || open.status !== 'open') return null;
  const view = readMines(open.result);
  if (!view) return null;
  const bet = recalledBet(open.id)?.bet;
  const mines =
    bet?.engine === 'mines' ? bet.mines : inferMines(view.cells, view.revealed.length, view.multiplier);
  return { round: open, side: view.side, mines };
}

export default function MinesGame() {
  const { t } = useTranslation();
  const { play, act, finish, busy, stake, session, currency } = useGame();
  const stakeProblem = useStakeProblem();
  const ids = useId();
  const [side, setSide] = useState<Side>(5);
  const [minesText, setMinesText] = useState('3');
  const [current, setCurrent] = useState<Playing | null>(() => resumed(session.openRound));
  const [lastCell, setLastCell] = useState<number | null>(null);
  useResumeOpenRound('mines', (round) => setCurrent(resumed(round)));

  const mines = Number(minesText);
  const minesValid = /^\d+$/.test(minesText) && isValidMines(side, mines);
  const view = current ? readMines(current.round.result) : null;
  const playing = view?.status === 'playing';
  const safe = view ? view.revealed.filter((c) => !view.mines?.includes(c)).length : 0;
  const cells = (current?.side ?? side) ** 2;
  const roundMines = current?.mines ?? (playing ? null : mines);
  const multiplier = view?.multiplier ?? (roundMines ? minesMultiplier(cells, roundMines, safe) : null);
  const roundStake = current ? minorOf(current.round.stake, currency) : 0n;

  const start = async () => {
    if (stakeProblem || !minesValid) return;
    const round = await play({ engine: 'mines', stake, side, mines });
    if (!round) return;
    setLastCell(null);
    setCurrent({ round, side, mines });
    finish(round);
  };

  const move = async (action: { type: 'reveal'; cell: number } | { type: 'cashOut' }) => {
    if (!current) return;
    if (action.type === 'reveal') setLastCell(action.cell);
    const round = await act(current.round, action);
    if (!round) return;
    setCurrent({ ...current, round });
    finish(round);
  };

  const steps = roundMines ? ladder(cells, roundMines, playing ? safe : 0, 6) : [];

  return (
    <div className="game-layout">
      <section className="stage mines-stage" aria-label={t('mines.stage')}>
        <Grid
          side={current?.side ?? side}
          view={view}
          lastCell={lastCell}
          disabled={!playing || busy}
          onReveal={(cell) => void move({ type: 'reveal', cell })}
        />
        <div className="mines-status" aria-live="polite">
          {view?.status === 'busted' && <strong className="is-loss">{t('mines.busted')}</strong>}
          {view?.status === 'cashedOut' && (
            <strong className="is-win">
              {t('mines.cashedOut', {
                amount: formatMoney(minorOf(current!.round.payout, currency), currency),
                multiplier: formatMultiplier(view.multiplier ?? 0),
              })}
            </strong>
          )}
          {playing && <span>{t('mines.pick', { gems: safe })}</span>}
        </div>
        {steps.length > 0 && (
          <ol className="ladder" aria-label={t('mines.ladder')}>
            {steps.map((s) => (
              <li key={s.step} className={playing && s.step === safe + 1 ? 'is-next' : undefined}>
                <span>{t('mines.step', { n: s.step })}</span>
                <strong className="tabular">{formatMultiplier(s.multiplier)}</strong>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="controls" aria-label={t('common.controls')}>
        {playing ? (
          <>
            <dl className="mines-facts">
              <div>
                <dt>{t('history.stake')}</dt>
                <dd className="money">{formatMoney(roundStake, currency)}</dd>
              </div>
              <div>
                <dt>{t('mines.minesLabel')}</dt>
                <dd>{current?.mines ?? '?'}</dd>
              </div>
              <div>
                <dt>{t('history.multiplier')}</dt>
                <dd className="tabular">{multiplier !== null ? formatMultiplier(multiplier) : '—'}</dd>
              </div>
            </dl>
            <button
              type="button"
              className="btn btn-positive btn-big play-btn"
              disabled={busy || safe === 0}
              onClick={() => void move({ type: 'cashOut' })}
            >
              {safe === 0
                ? t('mines.revealFirst')
                : t('mines.cashOut', {
                    amount: formatMoney(
                      (roundStake * BigInt(Math.round((multiplier ?? 0) * 10_000))) / 10_000n,
                      currency,
                    ),
                  })}
            </button>
            <p className="field-hint">{t('mines.cashOutHint')}</p>
          </>
        ) : (
          <>
            <StakeField disabled={busy} />
            <div className="field">
              <span className="field-label" id={`${ids}-side`}>
                {t('mines.grid')}
              </span>
              <div className="segmented" role="group" aria-labelledby={`${ids}-side`}>
                {SIDES.map((s) => (
                  <button
                    key={s}
                    type="button"
                    aria-pressed={side === s}
                    aria-label={t('mines.gridSize', { side: s })}
                    disabled={busy}
                    onClick={() => {
                      setSide(s);
                      if (mines >= s * s) setMinesText(String(s * s - 1));
                    }}
                  >
                    {s}×{s}
                  </button>
                ))}
              </div>
            </div>
            <div className="field">
              <label htmlFor={`${ids}-mines`}>{t('mines.minesLabel')}</label>
              <div className="stake-row">
                <button
                  type="button"
                  className="icon-btn stake-step"
                  aria-label={t('mines.fewer')}
                  disabled={busy || !minesValid || mines <= 1}
                  onClick={() => setMinesText(String(mines - 1))}
                >
                  <Icon name="minus" />
                </button>
                <input
                  id={`${ids}-mines`}
                  className="input stake-input"
                  inputMode="numeric"
                  value={minesText}
                  disabled={busy}
                  aria-invalid={!minesValid}
                  aria-describedby={`${ids}-mines-msg`}
                  onChange={(e) => setMinesText(e.target.value.trim())}
                />
                <button
                  type="button"
                  className="icon-btn stake-step"
                  aria-label={t('mines.more')}
                  disabled={busy || !minesValid || mines >= side * side - 1}
                  onClick={() => setMinesText(String(mines + 1))}
                >
                  <Icon name="plus" />
                </button>
              </div>
              <p id={`${ids}-mines-msg`} className={minesValid ? 'field-hint' : 'field-error'}>
                {minesValid
                  ? t('mines.firstPays', {
                      multiplier: formatMultiplier(minesMultiplier(side * side, mines, 1)),
                    })
                  : t('mines.minesRange', { max: side * side - 1 })}
              </p>
            </div>
            <button
              type="button"
              className="btn btn-primary btn-big play-btn"
              disabled={busy || stakeProblem !== null || !minesValid}
              onClick={() => void start()}
            >
              {t('mines.start')}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
