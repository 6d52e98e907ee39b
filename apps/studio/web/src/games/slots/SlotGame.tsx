import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Round, SlotInfo } from '../../api/types.ts';
import { checkAmount, minorOf } from '../../lib/money.ts';
import { useStore } from '../../lib/store.ts';
import { useGame } from '../../shell/GameContext.tsx';
import { stakeProblemText } from '../../shell/StakeField.tsx';
import { SymbolDefs } from './art/defs.tsx';
import { slotBet } from './bet.ts';
import { coinsToMinor, defaultBet, readSpins, slotStake, winningCells, withinLimits } from './logic.ts';
import { Reels } from './Reels.tsx';
import { SlotControls } from './SlotControls.tsx';
import { WinPanel } from './WinPanel.tsx';
import { symbolName } from './names.ts';
import { useSlotLook } from './look.ts';
import type { Palette, SlotLook } from './themes.ts';
import { usePlayback } from './usePlayback.ts';
import './slots.css';
import { formatMoney } from '@croupier/money';

export default function SlotGame() {
  const { t } = useTranslation();
  const { game } = useGame();
  if (!game.slot) return <p className="panel-note">{t('errors.GAME_MAINTENANCE')}</p>;
  return <Slot slot={game.slot} />;
}

function Slot({ slot }: { slot: SlotInfo }) {
  const { t } = useTranslation();
  const { play, finish, report, currency, limits, busy } = useGame();
  const look = useSlotLook();
  const bet = useStore(slotBet) ?? defaultBet(slot, currency, limits);
  const [autoLeft, setAutoLeft] = useState(0);
  const [stopOnFeature, setStopOnFeature] = useState(true);
  const [bigWin, setBigWin] = useState<bigint | null>(null);
  const autoTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const coinValue = bet ? minorOf(bet.coinValue, currency) : 0n;
  const stake = bet ? slotStake(coinValue, bet.level, slot.coinsPerSpin) : 0n;
  const problem = bet ? checkAmount(stake, limits, currency) : null;

  const playback = usePlayback((round: Round) => {
    finish(round);
    const payout = minorOf(round.payout, currency);
    if (stake > 0n && payout >= stake * 15n) setBigWin(payout);
  });
  const { stage, spins, index } = playback;
  const current = spins[index];
  // The reels show the spin being played back, or the last one while the next bet is on its way.
  const [start] = useState(() => initialWindow(slot));
  const window = current?.window ?? start;
  const stops = current?.stops ?? slot.strips.map(() => 0);

  const spin = async () => {
    if (!bet || problem || busy) return;
    setBigWin(null);
    playback.wait();
    const round = await play({ engine: 'slot', coinValue: bet.coinValue, level: bet.level });
    const view = round && readSpins(round.result);
    if (!round || !view) {
      playback.cancel();
      setAutoLeft(0);
      if (round) {
        report(new Error('unreadable result'));
        finish(round);
      }
      return;
    }
    if (stopOnFeature && view.length > 1) setAutoLeft(0);
    playback.start(round, view);
  };

  // Autoplay: the next spin starts a moment after the previous round finished.
  useEffect(() => {
    if (stage.kind !== 'done' || autoLeft <= 0) return;
    autoTimer.current = setTimeout(() => {
      // A bet the balance or limits no longer allow ends autoplay instead of sending a refused bet.
      if (problem) {
        setAutoLeft(0);
        return;
      }
      setAutoLeft((n) => n - 1);
      void spin();
    }, 900);
    return () => {
      if (autoTimer.current) clearTimeout(autoTimer.current);
    };
    // spin reads the latest bet each time; the stage change is what schedules it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stage, autoLeft]);

  const showing = stage.kind === 'showing' || stage.kind === 'awarded' || stage.kind === 'done';
  const highlight = useMemo(
    () => (showing && current ? winningCells(current, slot) : null),
    [showing, current, slot],
  );
  const lines = useMemo(
    () =>
      showing && current && slot.mode === 'lines'
        ? current.wins.flatMap((w) =>
            w.line !== undefined && slot.paylines[w.line] ? [slot.paylines[w.line]!] : [],
          )
        : [],
    [showing, current, slot],
  );
  const freeTotal = spins.length - 1;
  const inFeature = index > 0 && stage.kind !== 'idle' && stage.kind !== 'waiting';
  const featureWin = inFeature
    ? spins
        .slice(1, index + 1)
        .reduce((sum, s) => sum + coinsToMinor(s.coins, bet?.level ?? 0, coinValue), 0n)
    : 0n;
  const label = describeWindow(window, slot, look, t);

  return (
    <div
      className="slot-game"
      style={{ ...cabinetStyle(look.palette), '--aspect': slot.reels / slot.rows } as CSSProperties}
    >
      <SymbolDefs />
      <div className="slot-cabinet">
        <div className="slot-marquee" aria-live="polite">
          {inFeature ? (
            <span className="feature-counter">
              {t('slot.freeSpin', { n: index, total: freeTotal })}
              <span className="feature-multiplier">
                ×{current?.featureMultiplier ?? slot.freeSpinMultiplier}
              </span>
            </span>
          ) : (
            <span className="slot-ways">
              {slot.mode === 'lines'
                ? t('slot.lines', { count: slot.paylines.length })
                : t('slot.ways', { count: slot.rows ** slot.reels })}
            </span>
          )}
        </div>
        <div className="slot-frame">
          <Reels
            slot={slot}
            look={look}
            window={window}
            stops={stops}
            spinKey={playback.spinKey}
            waiting={stage.kind === 'waiting'}
            fast={index > 0}
            highlight={highlight}
            lines={lines}
            label={label}
            onLanded={playback.landed}
          />
          {stage.kind === 'awarded' && current && (
            <div className="slot-overlay" role="status">
              <strong>{t('slot.awarded', { count: current.awarded })}</strong>
              <span>{t('slot.featureMultiplier', { multiplier: slot.freeSpinMultiplier })}</span>
            </div>
          )}
          {bigWin !== null && stage.kind === 'done' && (
            <button type="button" className="slot-overlay big-win" onClick={() => setBigWin(null)}>
              <strong>{t('slot.bigWin')}</strong>
              <span className="money">{formatMoney(bigWin, currency)}</span>
            </button>
          )}
        </div>
        <WinPanel
          spin={showing ? current : undefined}
          slot={slot}
          look={look}
          level={bet?.level ?? 0}
          coinValue={coinValue}
          featureWin={inFeature ? featureWin : null}
        />
      </div>
      <SlotControls
        slot={slot}
        bet={bet}
        stake={stake}
        locked={busy || autoLeft > 0}
        problemText={problem ? stakeProblemText(t, problem) : bet ? null : t('slot.noBet')}
        autoLeft={autoLeft}
        stopOnFeature={stopOnFeature}
        onStopOnFeature={setStopOnFeature}
        valid={(level, value) => withinLimits(slot, currency, limits, level, value)}
        onBet={(next) => slotBet.set(next)}
        onSpin={() => void spin()}
        onAuto={(count) => {
          setAutoLeft(count - 1);
          void spin();
        }}
        onStopAuto={() => setAutoLeft(0)}
      />
    </div>
  );
}

function initialWindow(slot: SlotInfo): number[][] {
  return slot.strips.map((strip) =>
    Array.from({ length: slot.rows }, (_, row) => strip[row % strip.length] ?? 0),
  );
}

function cabinetStyle(palette: Palette): CSSProperties {
  return {
    '--cab-top': palette.cabinet[0],
    '--cab-bottom': palette.cabinet[1],
    '--cab-frame': palette.frame,
    '--cab-pattern': palette.pattern,
    '--reel-top': palette.reel[0],
    '--reel-bottom': palette.reel[1],
  } as CSSProperties;
}

/** What the window shows, reel by reel, for screen readers (and tests): "Reel 1: Ruby, Wild, Lemon; …". */
function describeWindow(
  window: number[][],
  slot: SlotInfo,
  look: SlotLook,
  t: (k: string, o?: Record<string, unknown>) => string,
) {
  return window
    .map((column, r) =>
      t('slot.reel', {
        n: r + 1,
        symbols: column.map((s) => symbolName(slot.symbols[s]?.code ?? '', look, t)).join(', '),
      }),
    )
    .join('; ');
}
