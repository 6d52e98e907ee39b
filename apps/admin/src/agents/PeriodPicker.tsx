import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENT_REPORT_MAX_DAYS } from '@croupier/contracts';
import { DATE_RANGE_PRESETS, DateField, presetRange, type FieldErrors } from '@croupier/web-kit';
import { Field, describedBy } from '../ui/Field.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { fieldErrorText } from '../i18n/errors.ts';
import { validatePeriod, type Period } from './period.ts';

/** The choice of no period, when offered; a value no preset can take. */
const ANY = 'any';

/** `fieldErrors.*` for the shared codes, the period's own texts for the rest. */
function periodErrorText(t: ReturnType<typeof useTranslation>['t'], code: string | undefined) {
  if (!code) return null;
  return code === 'TO_BEFORE_FROM' || code === 'PERIOD_TOO_LONG'
    ? t(`agents.period.${code}`, { max: AGENT_REPORT_MAX_DAYS })
    : fieldErrorText(t, code);
}

/**
 * The period of an agent report: a preset applies at once (days of the brand's calendar); "custom" opens two
 * date boxes checked as the server checks them before they apply.
 */
export function PeriodPicker({
  id,
  period,
  onChange,
  any,
}: {
  id: string;
  /** Null when `any` is offered and chosen: no period at all. */
  period: Period | null;
  onChange: (next: Period) => void;
  /** A first choice of every period (a list that may hide nothing by default). */
  any?: { label: string; choose: () => void };
}) {
  const { t } = useTranslation();
  const { today, offset } = useBrandTime();
  const [custom, setCustom] = useState(period?.choice === 'custom');
  const [from, setFrom] = useState(period?.from ?? '');
  const [to, setTo] = useState(period?.to ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});

  const choose = (value: string) => {
    const preset = DATE_RANGE_PRESETS.find((p) => p === value);
    setErrors({});
    if (value === ANY) {
      setCustom(false);
      any?.choose();
      return;
    }
    if (!preset) {
      setCustom(true);
      return;
    }
    setCustom(false);
    const range = presetRange(preset, today());
    setFrom(range.from);
    setTo(range.to);
    onChange({ choice: preset, ...range });
  };
  const apply = () => {
    const found = validatePeriod(from, to);
    setErrors(found);
    if (Object.keys(found).length === 0) onChange({ choice: 'custom', from, to });
  };
  const dateField = (key: 'from' | 'to', value: string, set: (value: string) => void) => {
    const error = periodErrorText(t, errors[key]);
    const fieldId = `${id}-${key}`;
    return (
      <Field id={fieldId} label={t(`agents.period.${key}`)} error={error}>
        <DateField
          id={fieldId}
          className="input"
          pickLabel={t('layout.pickDate')}
          value={value}
          onValueChange={set}
          onKeyDown={(event) => {
            // Enter applies the days, as in any filter box, without submitting a surrounding search form.
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(fieldId, false, error)}
        />
      </Field>
    );
  };

  return (
    <div className="period-picker" role="group" aria-label={t('agents.period.label', { zone: offset })}>
      <div className="field">
        <label htmlFor={id}>{t('agents.period.label', { zone: offset })}</label>
        <select
          id={id}
          className="select"
          value={custom ? 'custom' : (period?.choice ?? ANY)}
          onChange={(event) => choose(event.target.value)}
        >
          {any ? <option value={ANY}>{any.label}</option> : null}
          {DATE_RANGE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`agents.period.presets.${preset}`)}
            </option>
          ))}
          <option value="custom">{t('agents.period.presets.custom')}</option>
        </select>
      </div>
      {custom ? (
        <>
          {dateField('from', from, setFrom)}
          {dateField('to', to, setTo)}
          <button type="button" className="btn" onClick={apply}>
            {t('agents.period.apply')}
          </button>
        </>
      ) : period ? (
        <span className="muted period-days num">
          {period.from === period.to ? period.from : `${period.from} – ${period.to}`}
        </span>
      ) : null}
    </div>
  );
}
