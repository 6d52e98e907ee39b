import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatMoney, type Currency } from '@croupier/money';
import { useAttemptKeys } from '@croupier/web-kit';
import { errorKey } from '../api/http.ts';
import type { LotteryBetResult } from '@croupier/contracts';
import { useBuy } from './api.ts';
import type { SlipLine } from './BetBuilder.tsx';

/**
 * The slip: its lines with their cost, the total and the buy button for the issue on sale. On a phone it is a
 * bottom sheet opened from a bar showing the line count and total, so the pad keeps the screen.
 */
export function BetSlip(props: {
  gameCode: string;
  issueNo: string | null;
  lines: readonly SlipLine[];
  currency: Currency;
  onRemove: (id: number) => void;
  onBought: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { gameCode, issueNo, lines, currency, onRemove, onBought } = props;
  const [open, setOpen] = useState(false);
  const [bought, setBought] = useState<LotteryBetResult | null>(null);
  const buy = useBuy();
  const attempts = useAttemptKeys();
  const total = lines.reduce((sum, line) => sum + line.stakeMinor, 0n);
  const totalText = formatMoney(total, currency);

  const submit = () => {
    if (!issueNo || lines.length === 0 || buy.isPending) return;
    setBought(null);
    const bet = {
      gameCode,
      issueNo,
      items: lines.map(({ play, selection, unit, multiple, prizeGroup }) => ({
        play,
        selection,
        unit,
        multiple,
        ...(prizeGroup !== null ? { prizeGroup } : {}),
      })),
    };
    buy.mutate(
      { ...bet, key: attempts.keyFor(bet) },
      {
        onSuccess: (purchase) => {
          attempts.done();
          setBought(purchase);
          onBought();
        },
      },
    );
  };

  return (
    <>
      <button
        type="button"
        className="btn lottery-slip-bar"
        aria-expanded={open}
        aria-controls={`${id}-slip`}
        onClick={() => setOpen(true)}
      >
        {t('lotteryPages.slip.open', { count: lines.length, amount: totalText })}
      </button>
      <section
        id={`${id}-slip`}
        className={`lottery-slip${open ? ' lottery-slip-open' : ''}`}
        aria-labelledby={`${id}-title`}
      >
        <div className="lottery-slip-head">
          <h2 id={`${id}-title`}>{t('lotteryPages.slip.title')}</h2>
          <button
            type="button"
            className="btn lottery-slip-close"
            aria-label={t('lotteryPages.slip.close')}
            onClick={() => setOpen(false)}
          >
            ×
          </button>
        </div>
        {lines.length === 0 ? (
          <p className="lottery-muted">{t('lotteryPages.slip.empty')}</p>
        ) : (
          <ul className="lottery-slip-lines">
            {lines.map((line) => (
              <li key={line.id}>
                <div>
                  <p className="lottery-slip-play">{line.playName}</p>
                  <p className="lottery-slip-selection">{line.selection}</p>
                  <p className="lottery-muted">
                    {t('lotteryPages.builder.notes', { count: line.notes })} · {line.unit} × {line.multiple}
                    {line.prizeGroup !== null && (
                      <> · {t('lotteryPages.slip.group', { group: line.prizeGroup })}</>
                    )}
                  </p>
                </div>
                <span className="tabular money">{formatMoney(line.stakeMinor, currency)}</span>
                <button
                  type="button"
                  className="btn"
                  aria-label={t('lotteryPages.slip.remove', {
                    play: line.playName,
                    selection: line.selection,
                  })}
                  onClick={() => onRemove(line.id)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="lottery-slip-total tabular">{t('lotteryPages.slip.total', { amount: totalText })}</p>
        {!issueNo && <p className="field-error">{t('lotteryPages.slip.closed')}</p>}
        {buy.isError && (
          <p className="form-error" role="alert">
            {t(errorKey(buy.error))}
          </p>
        )}
        {bought && (
          <p className="lottery-bought" role="status">
            {t('lotteryPages.slip.bought', {
              count: bought.ticketIds.length,
              amount: formatAmount(bought.stake, currency),
            })}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary btn-block"
          disabled={!issueNo || lines.length === 0 || buy.isPending}
          onClick={submit}
        >
          {buy.isPending
            ? t('lotteryPages.slip.buying')
            : t('lotteryPages.slip.buy', { issueNo: issueNo ?? '' })}
        </button>
      </section>
    </>
  );
}
