import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BANK_CODE_PATTERN, BANK_NAME_MAX, MAX_BANKS, type WithdrawalBank } from '@croupier/contracts';
import { LANGUAGES } from '@croupier/contracts/constants';
import { NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { InlineError } from '../ui/Field.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useToast } from '../ui/Toast.tsx';
import { useSaveWithdrawalSettings } from './api.ts';
import '../settings/settings.css';

type Row = { code: string; names: Record<(typeof LANGUAGES)[number], string>; enabled: boolean };

const toRow = (bank: WithdrawalBank): Row => ({
  code: bank.code,
  names: { EN: bank.names.EN ?? '', CN: bank.names.CN ?? '', TH: bank.names.TH ?? '' },
  enabled: bank.enabled,
});
const CODE = new RegExp(BANK_CODE_PATTERN);

/** The server's rules for the list, checked first so errors show at their cells: `banks.<row>.<field>`. */
export function checkBankRows(rows: readonly Row[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    if (!CODE.test(row.code)) errors[`banks.${i}.code`] = 'BANK_CODE';
    else if (seen.has(row.code)) errors[`banks.${i}.code`] = 'NOT_ALLOWED';
    seen.add(row.code);
    if (!row.names.EN.trim()) errors[`banks.${i}.names.EN`] = 'REQUIRED';
  });
  return errors;
}

/** The brand's bank list: players pick their payout account's bank from the enabled ones, named in their language. */
export function BankList({ banks, readOnly }: { banks: readonly WithdrawalBank[]; readOnly: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveWithdrawalSettings();
  const [rows, setRows] = useState<Row[]>(() => banks.map(toRow));
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const b = (key: string) => `withdrawals.banks.${key}`;
  const edit = (i: number, change: Partial<Row>) =>
    setRows((prev) => prev.map((row, n) => (n === i ? { ...row, ...change } : row)));
  const errorAt = (key: string) => {
    const code = errors.fields[key];
    if (!code) return null;
    if (code === 'BANK_CODE') return t(b('codeRule'));
    if (code === 'NOT_ALLOWED' && key.endsWith('.code')) return t(b('codeTwice'));
    return fieldErrorText(t, code);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkBankRows(rows);
    setErrors({ ...NO_ERRORS, fields: found });
    if (Object.keys(found).length > 0) return;
    const payload = rows.map((row) => ({
      code: row.code,
      names: Object.fromEntries(
        LANGUAGES.filter((l) => row.names[l].trim()).map((l) => [l, row.names[l].trim()]),
      ),
      enabled: row.enabled,
    }));
    save.mutate(
      { banks: payload },
      {
        onSuccess: (saved) => {
          setRows(saved.banks.map(toRow));
          setErrors(NO_ERRORS);
          toast(t(b('saved')));
        },
        onError: (error) => setErrors(toFormErrors(error)),
      },
    );
  };

  return (
    <form className="card" aria-labelledby="banks-heading" noValidate onSubmit={submit}>
      <h2 id="banks-heading">{t(b('heading'))}</h2>
      <p className="muted">{t(b('intro'))}</p>
      <div className="table-wrap">
        <table className="table edit-table">
          <caption className="visually-hidden">{t(b('heading'))}</caption>
          <thead>
            <tr>
              <th scope="col">{t(b('code'))}</th>
              {LANGUAGES.map((lang) => (
                <th key={lang} scope="col">
                  {t(b('name'), { lang: t(`lang.${lang}`) })}
                </th>
              ))}
              <th scope="col">{t(b('enabled'))}</th>
              <th scope="col">
                <span className="visually-hidden">{t(b('actions'))}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const cell = (
                key: string,
                label: string,
                value: string,
                onChange: (v: string) => void,
                max: number,
              ) => {
                const error = errorAt(`banks.${i}.${key}`);
                const id = `bank-${i}-${key.replace('.', '-')}`;
                return (
                  <td>
                    <input
                      id={id}
                      className="input"
                      value={value}
                      maxLength={max}
                      disabled={readOnly}
                      aria-label={label}
                      aria-invalid={Boolean(error)}
                      aria-describedby={error ? `${id}-error` : undefined}
                      onChange={(e) => onChange(e.target.value)}
                    />
                    <InlineError id={`${id}-error`} error={error} />
                  </td>
                );
              };
              const rowName = row.names.EN || row.code || String(i + 1);
              return (
                <tr key={i}>
                  {cell(
                    'code',
                    t(b('codeOf'), { row: i + 1 }),
                    row.code,
                    (v) => edit(i, { code: v.toUpperCase() }),
                    16,
                  )}
                  {LANGUAGES.map((lang) =>
                    cell(
                      `names.${lang}`,
                      t(b('nameOf'), { lang: t(`lang.${lang}`), row: i + 1 }),
                      row.names[lang],
                      (v) => edit(i, { names: { ...row.names, [lang]: v } }),
                      BANK_NAME_MAX,
                    ),
                  )}
                  <td>
                    <input
                      type="checkbox"
                      checked={row.enabled}
                      disabled={readOnly}
                      aria-label={t(b('enabledOf'), { name: rowName })}
                      onChange={(e) => edit(i, { enabled: e.target.checked })}
                    />
                  </td>
                  <td>
                    {readOnly ? null : (
                      <button
                        type="button"
                        className="btn btn-ghost"
                        onClick={() => setRows((prev) => prev.filter((_, n) => n !== i))}
                      >
                        {t(b('remove'), { name: rowName })}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {errors.form ? (
        <p className="error" role="alert">
          {errorText(t, errors.form)}
        </p>
      ) : null}
      {readOnly ? null : (
        <div className="row-buttons">
          <button
            type="button"
            className="btn"
            disabled={rows.length >= MAX_BANKS}
            onClick={() =>
              setRows((prev) => [...prev, { code: '', names: { EN: '', CN: '', TH: '' }, enabled: true }])
            }
          >
            {t(b('add'))}
          </button>
          <SubmitButton pending={save.isPending} pendingLabel={t(b('saving'))}>
            {t(b('save'))}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
