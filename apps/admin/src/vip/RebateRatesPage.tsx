import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from '@croupier/contracts';
import { LadderForm, LadderPage, type LadderFormProps } from './LadderPage.tsx';
import { RewardRuns } from './RewardRuns.tsx';
import { useLadderEditor } from './useLadderEditor.ts';

function RatesForm({ programme, currency, readOnly }: LadderFormProps) {
  const { t } = useTranslation();
  const editor = useLadderEditor(programme, currency);
  const gameType = (type: string) => t(`gameTypes.${type}`, { defaultValue: type });
  return (
    <LadderForm editor={editor} label={t('vip.rebates.heading')} readOnly={readOnly}>
      <div className="table-wrap">
        <table className="table vip-table">
          <caption className="visually-hidden">{t('vip.rebates.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vip.levels.level')}</th>
              {GAME_TYPES.map((type) => (
                <th key={type} scope="col">
                  {gameType(type)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {editor.draft.levels.map((level, index) => (
              <tr key={level.level}>
                <th scope="row">{level.label}</th>
                {GAME_TYPES.map((type) => {
                  const path = `levels.${index}.rebateRates.${type}`;
                  const id = `rate-${index}-${type}`;
                  const error = editor.error(path);
                  return (
                    <td key={type}>
                      <input
                        id={id}
                        className="input num vip-rate"
                        inputMode="decimal"
                        aria-label={t('vip.rebates.cell', { level: level.label, type: gameType(type) })}
                        aria-invalid={Boolean(error)}
                        aria-describedby={error ? `${id}-error` : undefined}
                        placeholder="0.00"
                        value={level.rebateRates[type] ?? ''}
                        onChange={(event) =>
                          editor.change(
                            (prev) => ({
                              ...prev,
                              levels: prev.levels.map((row, at) =>
                                at === index
                                  ? {
                                      ...row,
                                      rebateRates: { ...row.rebateRates, [type]: event.target.value },
                                    }
                                  : row,
                              ),
                            }),
                            path,
                          )
                        }
                      />
                      {error ? (
                        <span id={`${id}-error`} className="error">
                          {error}
                        </span>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </LadderForm>
  );
}

/** Rebate rates per VIP level and game type (percent of valid bet), and the daily rebate runs. */
export function RebateRatesPage() {
  const { t } = useTranslation();
  return (
    <LadderPage
      heading={t('vip.rebates.heading')}
      lead={t('vip.rebates.lead')}
      other={{ to: '/vip', label: t('vip.nav') }}
      form={(props) => <RatesForm {...props} />}
      runs={<RewardRuns kind="rebate-daily" countOf="settled" />}
    />
  );
}
