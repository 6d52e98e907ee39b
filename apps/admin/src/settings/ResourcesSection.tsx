import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESOURCE_TYPES } from '@croupier/contracts/constants';
import type { BrandSettings, Resource } from '@croupier/contracts';
import { fieldsUnder } from '@croupier/web-kit';
import { fieldErrorText } from '../i18n/errors.ts';
import { InlineError } from '../ui/Field.tsx';
import { RowMoveButtons } from './RowMoveButtons.tsx';
import { Section } from './Section.tsx';
import { useSectionSave } from './useSectionSave.ts';
import { moveItem, validateResources } from './validation.ts';

const MAX_ROWS = 30;

export function ResourcesSection({ brand, readOnly }: { brand: BrandSettings; readOnly: boolean }) {
  const { t } = useTranslation();
  const title = t('settings.resources.heading');
  const [rows, setRows] = useState<Resource[]>(brand.resources);
  const { save, pending, errors, setErrors } = useSectionSave(title, (saved) => setRows(saved.resources));
  const rowErrors = fieldsUnder(errors.fields, 'resources');
  const err = (key: string) => (rowErrors[key] ? fieldErrorText(t, rowErrors[key]) : null);

  const update = (index: number, patch: Partial<Resource>) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const restructure = (next: Resource[]) => {
    setRows(next);
    setErrors({ fields: {}, form: errors.form });
  };

  const onSave = () => {
    const cleaned = rows.map((row) => ({ ...row, url: row.url.trim(), labelNameEn: row.labelNameEn.trim() }));
    const clientErrors = validateResources(cleaned);
    save(
      { resources: cleaned },
      Object.fromEntries(Object.entries(clientErrors).map(([k, v]) => [`resources.${k}`, v])),
    );
  };

  return (
    <Section
      id="resources"
      title={title}
      saveLabel={t('settings.resources.save')}
      readOnly={readOnly}
      pending={pending}
      errors={errors}
      onSave={onSave}
    >
      {rows.length === 0 ? (
        <p className="muted">{t('settings.resources.empty')}</p>
      ) : (
        <div className="table-wrap">
          <table className="table edit-table">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('settings.resources.type')}</th>
                <th scope="col">{t('settings.resources.url')}</th>
                <th scope="col">{t('settings.resources.label')}</th>
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
                        aria-label={t('settings.resources.typeRow', { n })}
                        value={row.resourceType}
                        onChange={(e) =>
                          update(i, { resourceType: e.target.value as Resource['resourceType'] })
                        }
                      >
                        {RESOURCE_TYPES.map((type) => (
                          <option key={type} value={type}>
                            {t(`settings.resources.types.${type}`)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="wide">
                      <input
                        className="input mono"
                        aria-label={t('settings.resources.urlRow', { n })}
                        value={row.url}
                        maxLength={500}
                        spellCheck={false}
                        aria-invalid={Boolean(rowErrors[`${i}.url`])}
                        aria-describedby={rowErrors[`${i}.url`] ? `res-${i}-url-error` : undefined}
                        onChange={(e) => update(i, { url: e.target.value })}
                      />
                      <InlineError id={`res-${i}-url-error`} error={err(`${i}.url`)} />
                    </td>
                    <td>
                      <input
                        className="input"
                        aria-label={t('settings.resources.labelRow', { n })}
                        value={row.labelNameEn}
                        maxLength={80}
                        aria-invalid={Boolean(rowErrors[`${i}.labelNameEn`])}
                        aria-describedby={rowErrors[`${i}.labelNameEn`] ? `res-${i}-label-error` : undefined}
                        onChange={(e) => update(i, { labelNameEn: e.target.value })}
                      />
                      <InlineError id={`res-${i}-label-error`} error={err(`${i}.labelNameEn`)} />
                    </td>
                    <td>
                      <RowMoveButtons
                        index={i}
                        count={rows.length}
                        upLabel={t('settings.resources.upRow', { n })}
                        downLabel={t('settings.resources.downRow', { n })}
                        removeLabel={t('settings.resources.removeRow', { n })}
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
      <div>
        <button
          type="button"
          className="btn"
          disabled={rows.length >= MAX_ROWS}
          onClick={() =>
            restructure([...rows, { resourceType: 'ANDROID', url: 'https://', labelNameEn: '' }])
          }
        >
          + {t('settings.resources.add')}
        </button>
      </div>
    </Section>
  );
}
