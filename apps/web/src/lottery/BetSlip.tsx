import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatMoney, type Currency } from '@croupier/money';
import { ApiError, useAttemptKeys } from '@croupier/web-kit';
import { errorKey } from '../api/http.ts';
import type { LotteryBetResult, LotteryCurrentIssue } from '@croupier/contracts';
import { useBuy } from './api.ts';
import { MAX_MULTIPLE } from './picks.ts';
import type { SlipLine } from './BetBuilder.tsx';
import { cappedLines, refusedLines } from './slip-problems.ts';

/** Reasons of the builder's own checks are worded there; the others the slip words itself. */
const BUILDER_REASONS: readonly string[] = [
  'SELECTION_MALFORMED',
  'SELECTION_OUT_OF_RANGE',
  'SELECTION_DUPLICATE',
  'SELECTION_TOO_FEW',
  'SELECTION_TOO_MANY',
  'UNIT_UNAVAILABLE',
  'MULTIPLE_INVALID',
];
const SLIP_REASONS: readonly string[] = [
  'capped',
  'LOTTERY_PLAY_UNKNOWN',
  'PRIZE_GROUP_NOT_OFFERED',
  'LINE_STAKE_OUT_OF_RANGE',
];

/**
 * The slip: its lines with their cost, the total and the buy button for the issue on sale. On a phone it is a
 * bottom sheet opened from a bar showing the line count and total, so the pad keeps the screen.
 */
export function BetSlip(props: {
  gameCode: string;
  issueNo: string | null;
  lines: readonly SlipLine[];
  capped: LotteryCurrentIssue['cappedNumbers'];
  capMode: LotteryCurrentIssue['capMode'];
  currency: Currency;
  onRemove: (id: number) => void;
  onBought: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { gameCode, issueNo, lines, capped, capMode, currency, onRemove, onBought } = props;
  const [open, setOpen] = useState(false);
  const [bought, setBought] = useState<LotteryBetResult | null>(null);
  const [refused, setRefused] = useState<ReadonlyMap<number, string>>(new Map());
  // The platform's reasons stay on their lines until those are removed; caps are read again with the issue.
  const problems = new Map([...refused, ...cappedLines(lines, capped, capMode)]);
  const blocked = lines.filter((line) => problems.has(line.id)).length;
  const buy = useBuy();
  const attempts = useAttemptKeys();
  const total = lines.reduce((sum, line) => sum + line.stakeMinor, 0n);
  const totalText = formatMoney(total, currency);

  const reasonOf = (code: string) =>
    BUILDER_REASONS.includes(code)
      ? t(`lotteryPages.builder.errors.${code}`, { max: MAX_MULTIPLE })
      : t(`lotteryPages.slip.reasons.${SLIP_REASONS.includes(code) ? code : 'other'}`);

  const submit = () => {
    if (!issueNo || lines.length === 0 || buy.isPending || blocked > 0) return;
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
          setRefused(new Map());
          onBought();
        },
        onError: (error) => {
          if (error instanceof ApiError) setRefused(refusedLines(lines, error.fields));
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
                  {problems.has(line.id) && <p className="field-error">{reasonOf(problems.get(line.id)!)}</p>}
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
        {blocked > 0 && (
          <p id={`${id}-blocked`} className="field-error">
            {t('lotteryPages.slip.blocked', { count: blocked })}
          </p>
        )}
        {buy.isError && blocked === 0 && (
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
          disabled={!issueNo || lines.length === 0 || buy.isPending || blocked > 0}
          aria-describedby={blocked > 0 ? `${id}-blocked` : undefined}
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
