import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CS_POSITIONS, CS_TYPES } from '@croupier/contracts/constants';
import { CS_TITLE_MAX, type BrandSettings, type CustomerService } from '@croupier/contracts';
import { fieldsUnder } from '@croupier/web-kit';
import { fieldErrorText } from '../i18n/errors.ts';
import { InlineError } from '../ui/Field.tsx';
import { RowMoveButtons } from './RowMoveButtons.tsx';
import { Section } from './Section.tsx';
import { useSectionSave } from './useSectionSave.ts';
import { moveItem, validateCustomerService } from './validation.ts';

const MAX_ROWS = 30;
/** English is the required title; Chinese and Thai fall back to it when left empty. */
const TITLE_FIELDS = [
  { key: 'EN', label: 'settings.cs.titleRow', placeholder: 'settings.cs.titleEN' },
  { key: 'CN', label: 'settings.cs.titleCNRow', placeholder: 'settings.cs.titleCN' },
  { key: 'TH', label: 'settings.cs.titleTHRow', placeholder: 'settings.cs.titleTH' },
] as const;

/** A link as saved: texts trimmed, empty translations left out (and `titles` itself when none is left). */
function cleanLink({ titles, ...row }: CustomerService): CustomerService {
  const kept = Object.entries(titles ?? {})
    .map(([language, text]) => [language, text.trim()] as const)
    .filter(([, text]) => text !== '');
  return {
    ...row,
    title: row.title.trim(),
    url: row.url.trim(),
    ...(kept.length > 0 ? { titles: Object.fromEntries(kept) } : {}),
  };
}

export function CustomerServiceSection({ brand, readOnly }: { brand: BrandSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const title = t('settings.cs.heading');
  const [rows, setRows] = useState<CustomerService[]>(brand.customerService);
  const { save, pending, errors, setErrors } = useSectionSave(title, (saved) =>
    setRows(saved.customerService),
  );
  const rowErrors = fieldsUnder(errors.fields, 'customerService');
  const err = (key: string) => (rowErrors[key] ? fieldErrorText(t, rowErrors[key]) : null);

  const update = (index: number, patch: Partial<CustomerService>) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  // Errors are keyed by row index, so they are dropped when rows move rather than pointing at the wrong row.
  const restructure = (next: CustomerService[]) => {
    setRows(next);
    setErrors({ fields: {}, form: errors.form });
  };

  const onSave = () => {
    const cleaned = rows.map(cleanLink);
    const clientErrors = validateCustomerService(cleaned);
    const prefixed = Object.fromEntries(
      Object.entries(clientErrors).map(([k, v]) => [`customerService.${k}`, v]),
    );
    save({ customerService: cleaned }, prefixed);
  };

  return (
    <Section
      id="cs"
      title={title}
      saveLabel={t('settings.cs.save')}
      readOnly={readOnly}
      pending={pending}
      errors={errors}
      onSave={onSave}
      intro={<p className="hint">{t('settings.cs.urlHint')}</p>}
    >
      {rows.length === 0 ? (
        <p className="muted">{t('settings.cs.empty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="table edit-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('settings.cs.type')}</th>
                <th scope="col">{t('settings.cs.title')}</th>
                <th scope="col">{t('settings.cs.position')}</th>
                <th scope="col">{t('settings.cs.url')}</th>
                <th scope="col">{t('common.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => {
                const n = i + 1;
                return (
                  <tr key={i}>
                    <td className="num muted">{n}</td>
                    <td>
                      <select
                        className="select"
                        aria-label={t('settings.cs.typeRow', { n })}
                        value={row.csType}
                        onChange={(e) => update(i, { csType: e.target.value as CustomerService['csType'] })}
                      >
                        {CS_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {type}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <div className="cs-titles">
                        {TITLE_FIELDS.map(({ key, label, placeholder }) => {
                          const field = key === 'EN' ? `${i}.title` : `${i}.titles.${key}`;
                          const errorId = `cs-${i}-title-${key}-error`;
                          return (
                            <div key={key}>
                              <input
                                className="input"
                                aria-label={t(label, { n })}
                                placeholder={t(placeholder)}
                                value={key === 'EN' ? row.title : (row.titles?.[key] ?? '')}
                                maxLength={CS_TITLE_MAX}
                                aria-invalid={Boolean(rowErrors[field])}
                                aria-describedby={rowErrors[field] ? errorId : undefined}
                                onChange={(e) =>
                                  update(
                                    i,
                                    key === 'EN'
                                      ? { title: e.target.value }
                                      : { titles: { ...row.titles, [key]: e.target.value } },
                                  )
                                }
                              />
                              <InlineError id={errorId} error={err(field)} />
                            </div>
                          );
                        })}
                      </div>
                    </td>
                    <td>
                      <select
                        className="select"
                        aria-label={t('settings.cs.positionRow', { n })}
                        value={row.csPosition}
                        onChange={(e) =>
                          update(i, { csPosition: e.target.value as CustomerService['csPosition'] })
                        }
                      >
                        {CS_POSITIONS.map((pos) => (
                          <option key={pos} value={pos}>
                            {t(`settings.cs.positions.${pos}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="wide">
                      <input
                        className="input mono"
                        aria-label={t('settings.cs.urlRow', { n })}
                        value={row.url}
                        maxLength={500}
                        spellCheck={false}
                        aria-invalid={Boolean(rowErrors[`${i}.url`])}
                        aria-describedby={rowErrors[`${i}.url`] ? `cs-${i}-url-error` : undefined}
                        onChange={(e) => update(i, { url: e.target.value })}
                      />
                      <InlineError id={`cs-${i}-url-error`} error={err(`${i}.url`)} />
                    </td>
                    <td>
                      <RowMoveButtons
                        index={i}
                        count={rows.length}
                        upLabel={t('settings.cs.upRow', { n })}
                        downLabel={t('settings.cs.downRow', { n })}
                        removeLabel={t('settings.cs.removeRow', { n })}
                        onMove={(delta) => restructure(moveItem(rows, i, delta))}
                        onRemove={() => restructure(rows.filter((_, j) => j !== i))}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <InlineError id="cs-list-error" error={rowErrors[''] ? fieldErrorText(t, rowErrors['']) : null} />
      <div>
        <button
          type="button"
          className="btn"
          disabled={rows.length >= MAX_ROWS}
          onClick={() =>
            restructure([...rows, { csType: 'LIVECHAT', title: '', csPosition: 'BOTH', url: 'https://' }])
          }
        >
          + {t('settings.cs.add')}
        </button>
      </div>
    </Section>
  );
}
