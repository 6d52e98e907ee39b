import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../ui/LoadError.tsx';

/**
 * A section of the page listing the brand's missions or leaderboards: its heading, the list (or why there is
 * none), the dialog a row is edited in while one is (`edit` opens it) and, for those who may edit, the form for
 * a new one.
 */
export function RowsSection<Row extends { id: string }>(props: {
  kind: 'missions' | 'leaderboards';
  rows: UseQueryResult<Row[]>;
  canEdit: boolean;
  /** The form for a new row (`row` null) or, in a dialog closed with `onClose`, for a stored one. */
  form: (row: Row | null, onClose?: () => void) => ReactNode;
  children: (rows: Row[], edit: (row: Row) => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const { kind, rows } = props;
  const [editing, setEditing] = useState<Row | null>(null);
  return (
    <section aria-labelledby={`${kind}-heading`} className="page-section">
      <h2 id={`${kind}-heading`}>{t(`missions.${kind}.heading`)}</h2>
      {rows.isError ? <LoadError error={rows.error} retry={() => void rows.refetch()} /> : null}
      {rows.data && rows.data.length === 0 ? <p className="muted">{t(`missions.${kind}.none`)}</p> : null}
      {rows.data && rows.data.length > 0 ? props.children(rows.data, setEditing) : null}
      {editing ? <Fragment key={editing.id}>{props.form(editing, () => setEditing(null))}</Fragment> : null}
      {props.canEdit ? props.form(null) : null}
    </section>
  );
}

/**
 * A row's switch and, for owners and admins, its edit button; each named after the row so a screen reader
 * tells the rows' buttons apart.
 */
export function RowButtons(props: {
  name: string;
  enabled: boolean;
  canEdit: boolean;
  pending: boolean;
  onToggle: () => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="row-actions missions-row-actions">
      <button
        type="button"
        className="btn"
        disabled={!props.canEdit || props.pending}
        aria-label={t(props.enabled ? 'missions.turnOffNamed' : 'missions.turnOnNamed', { name: props.name })}
        onClick={props.onToggle}
      >
        {t(props.enabled ? 'missions.turnOff' : 'missions.turnOn')}
      </button>
      {props.canEdit ? (
        <button
          type="button"
          className="btn"
          aria-label={t('missions.editNamed', { name: props.name })}
          onClick={props.onEdit}
        >
          {t('missions.edit')}
        </button>
      ) : null}
    </div>
  );
}
