import { useTranslation } from 'react-i18next';
import { formatMoney } from '@croupier/money';
import type { SlotInfo } from '../../api/types.ts';
import { useGame } from '../../shell/GameContext.tsx';
import { coinsToMinor, type SpinView } from './logic.ts';
import { symbolName } from './names.ts';
import { SymbolArt } from './Symbol.tsx';
import type { SlotLook } from './themes.ts';

/** Under the reels: this spin's win, each winning line or way, scatters, multipliers and the feature total. */
export function WinPanel(props: {
  spin: SpinView | undefined;
  slot: SlotInfo;
  look: SlotLook;
  level: number;
  coinValue: bigint;
  featureWin: bigint | null;
}) {
  const { t } = useTranslation();
  const { currency } = useGame();
  const { spin, slot, look, level, coinValue } = props;
  const money = (coins: number) => formatMoney(coinsToMinor(coins, level, coinValue), currency);
  const scatter = slot.symbols.find((s) => s.kind === 'scatter')?.code ?? 'SCATTER';
  return (
    <div className="win-panel" aria-live="polite">
      <div className="win-total">
        {spin && spin.coins > 0 ? (
          <>
            <span>{t('slot.win')}</span>
            <strong className="money is-win">{money(spin.coins)}</strong>
          </>
        ) : (
          <span className="muted">{spin ? t('slot.noWin') : t('slot.goodLuck')}</span>
        )}
        {props.featureWin !== null && (
          <span className="feature-total">
            {t('slot.featureWin')}{' '}
            <strong className="money">{formatMoney(props.featureWin, currency)}</strong>
          </span>
        )}
      </div>
      {spin && (spin.wins.length > 0 || spin.scatterCoins > 0 || spin.awarded > 0 || spin.multiplier > 1) && (
        <ul className="win-lines">
          {spin.wins.map((win, i) => {
            const code = slot.symbols[win.symbol]?.code ?? '';
            return (
              <li key={i}>
                <SymbolArt code={code} look={look} />
                <span>
                  {win.line !== undefined
                    ? t('slot.lineWin', {
                        line: win.line + 1,
                        count: win.count,
                        symbol: symbolName(code, look, t),
                      })
                    : t('slot.waysWin', {
                        ways: win.ways ?? 1,
                        count: win.count,
                        symbol: symbolName(code, look, t),
                      })}
                </span>
                <strong className="money">{money(win.coins)}</strong>
              </li>
            );
          })}
          {(spin.scatterCoins > 0 || spin.awarded > 0) && (
            <li>
              <SymbolArt code={scatter} look={look} />
              <span>
                {t('slot.scatterWin', { count: spin.scatters })}
                {spin.awarded > 0 && ` · ${t('slot.awarded', { count: spin.awarded })}`}
              </span>
              {spin.scatterCoins > 0 && <strong className="money">{money(spin.scatterCoins)}</strong>}
            </li>
          )}
          {spin.multiplier > 1 && (
            <li className="win-multiplier">{t('slot.spinMultiplier', { multiplier: spin.multiplier })}</li>
          )}
        </ul>
      )}
    </div>
  );
}
