import { useTranslation } from 'react-i18next';
import { LadderForm, LadderPage, type LadderFormProps } from './LadderPage.tsx';
import { AMOUNT_FIELDS, COUNT_FIELDS, nextLevel } from './ladder-form.ts';
import { RewardRuns } from './RewardRuns.tsx';
import { useLadderEditor, withLevelField } from './useLadderEditor.ts';

const FIELDS = ['label', ...AMOUNT_FIELDS, ...COUNT_FIELDS] as const;

/** One cell's input, named for a screen reader by its level and column. */
function Cell(props: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  numeric: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <td>
      <input
        id={props.id}
        className={props.numeric ? 'input num vip-input' : 'input vip-input'}
        inputMode={props.numeric ? 'decimal' : undefined}
        aria-label={props.label}
        aria-invalid={Boolean(props.error)}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error ? (
        <span id={`${props.id}-error`} className="error">
          {props.error}
        </span>
      ) : null}
    </td>
  );
}

function LevelsForm({ programme, currency, readOnly }: LadderFormProps) {
  const { t } = useTranslation();
  const editor = useLadderEditor(programme, currency);
  const { draft } = editor;
  const windowError = editor.error('windowDays');
  return (
    <LadderForm
      editor={editor}
      label={t('vip.levels.heading')}
      readOnly={readOnly}
      actions={
        <>
          <button
            type="button"
            className="btn"
            onClick={() => editor.change((prev) => ({ ...prev, levels: [...prev.levels, nextLevel(prev)] }))}
          >
            {t('vip.levels.add')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={draft.levels.length <= 1}
            onClick={() => editor.change((prev) => ({ ...prev, levels: prev.levels.slice(0, -1) }))}
          >
            {t('vip.levels.removeTop')}
          </button>
        </>
      }
    >
      <div className="field vip-window">
        <label htmlFor="vip-window">{t('vip.levels.windowDays')}</label>
        <input
          id="vip-window"
          className="input num"
          inputMode="numeric"
          value={draft.windowDays}
          aria-invalid={Boolean(windowError)}
          aria-describedby={windowError ? 'vip-window-error' : 'vip-window-hint'}
          onChange={(event) =>
            editor.change((prev) => ({ ...prev, windowDays: event.target.value }), 'windowDays')
          }
        />
        {windowError ? (
          <span id="vip-window-error" className="error">
            {windowError}
          </span>
        ) : (
          <span id="vip-window-hint" className="hint">
            {t('vip.levels.windowHint')}
          </span>
        )}
      </div>
      <div className="table-wrap">
        <table className="table vip-table">
          <caption className="visually-hidden">{t('vip.levels.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vip.levels.level')}</th>
              {FIELDS.map((field) => (
                <th key={field} scope="col">
                  {t(`vip.levels.${field}`, { currency: currency.code })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {draft.levels.map((level, index) => (
              <tr key={level.level}>
                <th scope="row" className="num">
                  {level.level}
                </th>
                {FIELDS.map((field) => {
                  const path = `levels.${index}.${field}`;
                  return (
                    <Cell
                      key={field}
                      id={`vip-${index}-${field}`}
                      label={t('vip.levels.cell', {
                        level: level.level,
                        field: t(`vip.levels.${field}`, { currency: currency.code }),
                      })}
                      value={level[field]}
                      error={editor.error(path)}
                      numeric={field !== 'label'}
                      onChange={(value) => editor.change(withLevelField(index, field, value), path)}
                    />
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editor.error('levels') ? <p className="error">{editor.error('levels')}</p> : null}
    </LadderForm>
  );
}

/** The brand's VIP ladder: qualification window, levels with thresholds and benefits, and the evaluation runs. */
export function VipLevelsPage() {
  const { t } = useTranslation();
  return (
    <LadderPage
      heading={t('vip.levels.heading')}
      lead={t('vip.levels.lead')}
      other={{ to: '/vip/rebates', label: t('vip.rebates.nav') }}
      form={(props) => <LevelsForm {...props} />}
      runs={<RewardRuns kind="vip-evaluation" countOf="upgraded" />}
    />
  );
}
