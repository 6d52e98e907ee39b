import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { OperatorRole } from '@croupier/contracts/constants';
import { errorText } from '../i18n/errors.ts';
import { Field, describedBy } from './Field.tsx';
import { LoadError } from './LoadError.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { useBrandTime } from './time.tsx';
import './settings-form.css';

/**
 * The fields of a brand's settings form, all disabled for a role that only reads them: a problem of the whole
 * form above them, the save button below.
 */
export function SettingsFields(props: {
  readOnly: boolean;
  formError: string | null;
  pending: boolean;
  saveLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset disabled={props.readOnly} className="settings-grid">
      {props.formError ? (
        <p className="banner banner-error settings-wide" role="alert">
          {errorText(t, props.formError)}
        </p>
      ) : null}
      {props.children}
      <div className="settings-wide section-actions">
        <SubmitButton pending={props.pending} pendingLabel={t('common.saving')}>
          {props.saveLabel}
        </SubmitButton>
      </div>
    </fieldset>
  );
}

/** A number of a settings form (an amount or a count): label, hint and error, typed on a number keypad. */
export function SettingInput(props: {
  id: string;
  label: string;
  hint: string;
  error: string | null;
  value: string;
  inputMode: 'decimal' | 'numeric';
  onChange: (value: string) => void;
}) {
  const { id, error } = props;
  return (
    <Field id={id} label={props.label} hint={props.hint} error={error}>
      <input
        id={id}
        className="input num settings-number"
        inputMode={props.inputMode}
        value={props.value}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, true, error)}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </Field>
  );
}

/** Why the operator's role may only read the settings, and the settings' loading or failure. */
export function SettingsLoadState(props: {
  query: UseQueryResult;
  role: OperatorRole | undefined;
  readOnly: boolean;
  readOnlyText: (role: string) => string;
}) {
  const { t } = useTranslation();
  const { query, role } = props;
  return (
    <>
      {role && props.readOnly ? (
        <p className="banner" role="note">
          {props.readOnlyText(t(`roles.${role}`))}
        </p>
      ) : null}
      {query.isPending ? <p className="muted">{t('app.loading')}</p> : null}
      {query.isError ? <LoadError error={query.error} retry={() => void query.refetch()} /> : null}
    </>
  );
}

/** Who changed the settings last and when, or that the defaults still apply. */
export function LastChange(props: {
  settings: { updatedAt: string | null; updatedBy: string | null };
  changed: (change: { at: string; name: string }) => string;
  defaults: string;
}) {
  const { time } = useBrandTime();
  const { updatedAt, updatedBy } = props.settings;
  return (
    <p className="muted">
      {updatedAt ? props.changed({ at: time(updatedAt), name: updatedBy ?? '' }) : props.defaults}
    </p>
  );
}
