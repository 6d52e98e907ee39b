import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@croupier/money';
import { minorOf } from '../../lib/money.ts';
import { useStore } from '../../lib/store.ts';
import { useGame } from '../../shell/GameContext.tsx';
import { SymbolDefs } from './art/defs.tsx';
import { slotBet } from './bet.ts';
import { coinsToMinor, defaultBet, waysCount } from './logic.ts';
import { symbolName } from './names.ts';
import { SymbolArt } from './Symbol.tsx';
import { useSlotLook } from './look.ts';

/** The paytable at the current bet: every symbol's pays, wild and scatter rules, free spins and the lines. */
export default function Paytable() {
  const { t } = useTranslation();
  const { game, currency, limits } = useGame();
  const chosen = useStore(slotBet);
  const look = useSlotLook();
  const slot = game.slot;
  if (!slot) return null;
  const bet = chosen ??
    defaultBet(slot, currency, limits) ?? { level: 1, coinValue: slot.coinValues[0] ?? '0' };
  const palette = look.palette;
  const coin = minorOf(bet.coinValue, currency);
  const money = (coins: number) => formatMoney(coinsToMinor(coins, bet.level, coin), currency);
  const style = { '--reel-top': palette.reel[0], '--reel-bottom': palette.reel[1] } as CSSProperties;
  const regular = slot.symbols
    .map((s, i) => ({ ...s, index: i }))
    .filter((s) => s.kind === 'regular')
    .reverse();
  const wild = slot.symbols.find((s) => s.kind === 'wild');
  const scatter = slot.symbols.find((s) => s.kind === 'scatter');
  const scatterRows = slot.scatterPays
    .map((coins, n) => ({ n, coins, spins: slot.freeSpins[n] ?? 0 }))
    .filter((row) => row.coins > 0 || row.spins > 0);

  return (
    <div className="paytable rules" style={style}>
      <SymbolDefs />
      <p>
        {slot.mode === 'lines'
          ? t('slot.paytable.linesIntro', { count: slot.paylines.length })
          : t('slot.paytable.waysIntro', { count: waysCount(slot.reels, slot.rows) })}{' '}
        {t('slot.paytable.atBet', {
          stake: formatMoney(coin * BigInt(bet.level * slot.coinsPerSpin), currency),
        })}
      </p>
      <div className="pay-grid">
        {regular.map((symbol) => (
          <div className="pay-card" key={symbol.code}>
            <h4>{symbolName(symbol.code, look, t)}</h4>
            <SymbolArt code={symbol.code} look={look} />
            <dl>
              {(slot.pays[symbol.index] ?? [])
                .map((coins, n) => ({ coins, n }))
                .filter((p) => p.coins > 0)
                .reverse()
                .map((p) => (
                  <div key={p.n} style={{ display: 'contents' }}>
                    <dt>{t('slot.paytable.ofAKind', { count: p.n })}</dt>
                    <dd>{money(p.coins)}</dd>
                  </div>
                ))}
            </dl>
          </div>
        ))}
      </div>
      {wild && (
        <div className="special-row">
          <SymbolArt code={wild.code} look={look} />
          <p>{t('slot.paytable.wild')}</p>
        </div>
      )}
      {scatter && (
        <div className="special-row">
          <SymbolArt code={scatter.code} look={look} />
          <div>
            <p>{t('slot.paytable.scatter', { multiplier: slot.freeSpinMultiplier })}</p>
            <table>
              <thead>
                <tr>
                  <th>{t('slot.paytable.scatters')}</th>
                  <th className="num">{t('slot.paytable.pays')}</th>
                  <th className="num">{t('slot.paytable.freeSpins')}</th>
                </tr>
              </thead>
              <tbody>
                {scatterRows.map((row) => (
                  <tr key={row.n}>
                    <td>{row.n}</td>
                    <td className="num">{row.coins > 0 ? money(row.coins) : '—'}</td>
                    <td className="num">{row.spins || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <p>{t('slot.paytable.multiplierWheel')}</p>
      {slot.mode === 'lines' && (
        <section>
          <h3>{t('slot.paytable.paylines')}</h3>
          <div className="line-grid">
            {slot.paylines.map((line, i) => (
              <figure key={i}>
                <svg viewBox={`0 0 ${slot.reels * 10} ${slot.rows * 10}`} aria-hidden="true">
                  {line.map((row, reel) => (
                    <rect
                      key={reel}
                      x={reel * 10 + 1}
                      y={row * 10 + 1}
                      width="8"
                      height="8"
                      rx="1.5"
                      fill="var(--accent)"
                    />
                  ))}
                </svg>
                <figcaption>{t('slot.paytable.line', { n: i + 1 })}</figcaption>
              </figure>
            ))}
          </div>
        </section>
      )}
      <p className="field-hint">{t('slot.paytable.leftToRight')}</p>
    </div>
  );
}
