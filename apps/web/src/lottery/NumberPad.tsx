import { useTranslation } from 'react-i18next';
import { QUICK_PICKS, quickPick, quickPicksFit } from './picks.ts';

/** Word picks (big, dragon…) are translated; numbers show as they are. */
export function usePickLabel(): (pick: string) => string {
  const { t } = useTranslation();
  return (pick) =>
    /^\d+$/.test(pick) ? pick : t(`lotteryPages.builder.words.${pick}`, { defaultValue: pick });
}

/**
 * One row of toggle buttons per position of the play, with the quick picks (all, big, small, odd, even, clear)
 * on rows of numbers.
 */
export function NumberPad(props: {
  rows: readonly (readonly string[])[];
  chosen: readonly ReadonlySet<string>[];
  capped: ReadonlySet<string>;
  onChange: (chosen: ReadonlySet<string>[]) => void;
}) {
  const { t } = useTranslation();
  const label = usePickLabel();
  const { rows, chosen, capped, onChange } = props;
  const setRow = (position: number, picks: Iterable<string>) =>
    onChange(rows.map((_, index) => (index === position ? new Set(picks) : (chosen[index] ?? new Set()))));

  return (
    <div className="lottery-pad">
      {rows.map((row, position) => {
        const rowName =
          rows.length > 1
            ? t('lotteryPages.builder.position', { position: position + 1 })
            : t('lotteryPages.builder.picks');
        const picked = chosen[position] ?? new Set<string>();
        return (
          <fieldset key={position} className="lottery-pad-row">
            <legend>{rowName}</legend>
            <div className={`lottery-pad-picks${row.length > 20 ? ' lottery-pad-dense' : ''}`}>
              {row.map((pick) => (
                <button
                  key={pick}
                  type="button"
                  className={`lottery-pick${capped.has(pick) ? ' lottery-pick-capped' : ''}`}
                  aria-pressed={picked.has(pick)}
                  onClick={() => {
                    const next = new Set(picked);
                    if (!next.delete(pick)) next.add(pick);
                    setRow(position, next);
                  }}
                >
                  {label(pick)}
                </button>
              ))}
            </div>
            {quickPicksFit(row) && (
              <div className="lottery-quick">
                {QUICK_PICKS.map((quick) => (
                  <button
                    key={quick}
                    type="button"
                    className="btn btn-small"
                    aria-label={t('lotteryPages.builder.quickOf', {
                      pick: t(`lotteryPages.builder.quick.${quick}`),
                      row: rowName,
                    })}
                    onClick={() => setRow(position, quickPick(row, quick))}
                  >
                    {t(`lotteryPages.builder.quick.${quick}`)}
                  </button>
                ))}
              </div>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
