import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import type { CrashBet, CrashPhase } from '../../api/types.ts';
import { formatMultiplier, minorOf, toDecimal } from '../../lib/money.ts';
import { useGame } from '../../shell/GameContext.tsx';
import { StakeField, useStakeProblem } from '../../shell/StakeField.tsx';
import { CrashChart } from './CrashChart.tsx';
import { autoText, bustClass, checkAutoCashOut, crashMultiplierAt, pointOf } from './logic.ts';
import { useCrash } from './useCrash.ts';
import { useNow } from './useNow.ts';
import './crash.css';
import { formatAmount, formatMoney } from '@croupier/money';

export default function CrashGame() {
  const { t } = useTranslation();
  const { stake, currency, report, refreshBalance, setBalanceText, balance, showWin } = useGame();
  const stakeProblem = useStakeProblem();
  const ids = useId();
  const crash = useCrash(() => void refreshBalance());
  const [auto, setAuto] = useState(false);
  const [autoValue, setAutoValue] = useState('2.00');
  const [sending, setSending] = useState(false);
  const autoProblem = auto ? checkAutoCashOut(autoValue) : null;
  // A cash-out (by hand, or automatic as the round reported it) is the header's last win, as in every game.
  const cashedOut = crash.state?.myBet?.cashOut ? crash.state.myBet : null;
  const won = cashedOut ? `${cashedOut.roundId}:${cashedOut.payout}` : null;
  useEffect(() => {
    if (cashedOut) showWin(minorOf(cashedOut.payout, currency));
    // Once per settled bet: `won` names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [won]);

  if (!crash.state) {
    return (
      <div className="stage-loading" role="status">
        {crash.error ? (
          <button type="button" className="btn" onClick={() => void crash.reload()}>
            {t('common.retry')}
          </button>
        ) : (
          <span className="spinner" aria-hidden="true" />
        )}
      </div>
    );
  }
  const { round, history, myBet } = crash.state;
  const mine = myBet && myBet.roundId === round.id ? myBet : null;
  const betting = round.phase === 'betting';
  const running = round.phase === 'running';

  const placeBet = async () => {
    if (stakeProblem || autoProblem || !betting || mine) return;
    setSending(true);
    report(null);
    try {
      const bet = await api.crashBet(auto ? { stake, autoCashOut: autoText(autoValue) } : { stake });
      crash.setBet(bet);
      // The stake has left the wallet; the next balance answer confirms it.
      setBalanceText(toDecimal(balance - minorOf(bet.stake, currency), currency));
      void refreshBalance();
    } catch (e) {
      report(e);
    } finally {
      setSending(false);
    }
  };

  const cashOut = async () => {
    setSending(true);
    report(null);
    try {
      crash.setBet(await api.crashCashOut());
      void refreshBalance();
    } catch (e) {
      report(e);
      crash.reload();
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="game-layout">
      <section className="stage crash-stage" aria-label={t('crash.stage')}>
        {/* Focusable: the strip scrolls sideways, and a keyboard user scrolls it with the arrow keys. */}
        <ol className="bust-strip" aria-label={t('crash.history')} tabIndex={0}>
          {history.map((r) => {
            const p = pointOf(r);
            return p === null ? null : (
              <li key={r.id} className={`bust-${bustClass(p)}`}>
                {formatMultiplier(p)}
              </li>
            );
          })}
        </ol>
        <CrashChart round={round} skew={crash.skew} />
        {!crash.connected && <p className="crash-offline">{t('crash.reconnecting')}</p>}
      </section>
      <section className="controls" aria-label={t('common.controls')}>
        <StakeField disabled={sending || !!mine} />
        <div className="field">
          <label className="check">
            <input
              type="checkbox"
              checked={auto}
              disabled={!!mine}
              onChange={(e) => setAuto(e.target.checked)}
            />
            {t('crash.autoCashOut')}
          </label>
          {auto && (
            <>
              <label className="visually-hidden" htmlFor={`${ids}-auto`}>
                {t('crash.autoTarget')}
              </label>
              <input
                id={`${ids}-auto`}
                className="input tabular"
                inputMode="decimal"
                value={autoValue}
                disabled={!!mine}
                aria-invalid={autoProblem !== null}
                aria-describedby={`${ids}-auto-msg`}
                onChange={(e) => setAutoValue(e.target.value)}
              />
              <p id={`${ids}-auto-msg`} className={autoProblem ? 'field-error' : 'field-hint'}>
                {autoProblem ? t(`crash.autoProblem.${autoProblem}`) : t('crash.autoHint')}
              </p>
            </>
          )}
        </div>
        <MyBet mine={mine} phase={round.phase} />
        {running && mine && !mine.cashOut ? (
          <CashOutButton
            stake={minorOf(mine.stake, currency)}
            startedAt={round.startedAt}
            skew={crash.skew}
            disabled={sending}
            onCashOut={() => void cashOut()}
          />
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-big play-btn"
            disabled={!betting || !!mine || sending || stakeProblem !== null || autoProblem !== null}
            onClick={() => void placeBet()}
          >
            {mine && !mine.cashOut && round.phase !== 'crashed'
              ? t('crash.betPlaced')
              : betting && !mine
                ? t('crash.placeBet')
                : t('crash.waitNext')}
          </button>
        )}
      </section>
    </div>
  );
}

/** The cash-out button shows what cashing out now would pay, following the curve frame by frame. */
function CashOutButton(props: {
  stake: bigint;
  startedAt: string | null;
  skew: number;
  disabled: boolean;
  onCashOut: () => void;
}) {
  const { t } = useTranslation();
  const { currency } = useGame();
  const now = useNow(true);
  const started = props.startedAt ? Date.parse(props.startedAt) : NaN;
  const hundredths = Number.isFinite(started) ? crashMultiplierAt(now - props.skew - started) : 100;
  return (
    <button
      type="button"
      className="btn btn-positive btn-big play-btn"
      disabled={props.disabled}
      onClick={props.onCashOut}
    >
      {t('crash.cashOut', { amount: formatMoney((props.stake * BigInt(hundredths)) / 100n, currency) })}
    </button>
  );
}

function MyBet({ mine, phase }: { mine: CrashBet | null; phase: CrashPhase }) {
  const { t } = useTranslation();
  const { currency } = useGame();
  if (!mine) return <p className="field-hint">{t('crash.noBet')}</p>;
  const lost = phase === 'crashed' && !mine.cashOut;
  return (
    <dl className="crash-mybet" aria-live="polite">
      <div>
        <dt>{t('crash.yourBet')}</dt>
        <dd className="money">{formatAmount(mine.stake, currency)}</dd>
      </div>
      <div>
        <dt>{t('crash.autoShort')}</dt>
        <dd className="tabular">{mine.autoCashOut ? formatMultiplier(mine.autoCashOut) : t('common.off')}</dd>
      </div>
      <div>
        <dt>{t('crash.result')}</dt>
        <dd className={mine.cashOut ? 'is-win' : lost ? 'is-loss' : ''}>
          {mine.cashOut
            ? t('crash.cashedAt', {
                multiplier: formatMultiplier(mine.cashOut),
                amount: formatAmount(mine.payout, currency),
              })
            : lost
              ? t('crash.lost')
              : t('crash.inPlay')}
        </dd>
      </div>
    </dl>
  );
}
