import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Country } from '@croupier/contracts';
import { formatAmount, type Currency } from '@croupier/money';
import { useFormattedInput } from '@croupier/web-kit';
import { useMsg } from './hooks.ts';
import type { Msg } from './validation.ts';
import './forms.css';

interface FieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: Msg | undefined;
  type?: 'text' | 'password' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  maxLength?: number;
  placeholder?: string;
  /** The latest date a date field offers (yyyy-MM-dd). */
  max?: string;
  /** An amount in this currency: shown with separators and its decimals except while being edited. */
  amountOf?: Currency;
  /** A control beside the input (send-code button, captcha image). */
  after?: ReactNode;
  /** A control before the input (dialling code). */
  before?: ReactNode;
}

export type BoundField = Pick<FieldProps, 'name' | 'value' | 'onChange' | 'error'>;

/** The new password and its confirmation, as the change, reset and forgot-password forms all ask them. */
export function NewPasswordFields({
  bind,
}: {
  bind: (name: 'newPassword' | 'confirmNewPassword') => BoundField;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t('accounts.changePassword.new')}
        type="password"
        autoComplete="new-password"
        {...bind('newPassword')}
      />
      <Field
        label={t('accounts.changePassword.confirm')}
        type="password"
        autoComplete="new-password"
        {...bind('confirmNewPassword')}
      />
    </>
  );
}

/** UI.md forms: label above, error below in the negative colour, tied to the input for screen readers. */
export function Field(props: FieldProps) {
  const id = useId();
  const msg = useMsg();
  const error = msg(props.error);
  const { amountOf } = props;
  const shown = useFormattedInput(props.value, (raw) =>
    amountOf ? formatAmount(raw, amountOf, { symbol: false }) : raw,
  );
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <div className="field-row">
        {props.before}
        <input
          id={id}
          name={props.name}
          type={props.type ?? 'text'}
          {...shown}
          onChange={(e) => props.onChange(e.target.value)}
          autoComplete={props.autoComplete ?? 'off'}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          max={props.max}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {props.after}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function CheckField(props: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: Msg | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const msg = useMsg();
  const error = msg(props.error);
  return (
    <div className="field field-check">
      <div className="check-row">
        <input
          id={id}
          type="checkbox"
          name={props.name}
          checked={props.checked}
          onChange={(e) => props.onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{props.children}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The dialling-code select that sits before a mobile number input. */
export function DialCodeSelect(props: {
  countries: readonly Country[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <select
      className="dial-select"
      aria-label={t('accounts.dialCode')}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    >
      {props.countries.map((c) => (
        <option key={c.countryCode} value={c.countryDialingCode}>
          {c.countryCode} +{c.countryDialingCode}
        </option>
      ))}
    </select>
  );
}

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
      {busy && <span className="btn-spinner" aria-hidden="true" />}
      {children}
      {busy && <span className="visually-hidden">{t('common.loading')}</span>}
    </button>
  );
}

export function FormError({ error }: { error: Msg | null }) {
  const msg = useMsg();
  return (
    <p className="form-error" role="alert">
      {msg(error)}
    </p>
  );
}

/** Tabs that switch a form's mode; the panel is the form below, labelled by the active tab. */
export function Tabs<T extends string>(props: {
  label: string;
  tabs: readonly { id: T; label: string }[];
  value: T;
  onChange: (id: T) => void;
  panelId: string;
}) {
  return (
    <div className="form-tabs" role="tablist" aria-label={props.label}>
      {props.tabs.map((tab, index) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`${props.panelId}-tab-${tab.id}`}
          aria-selected={tab.id === props.value}
          aria-controls={props.panelId}
          tabIndex={tab.id === props.value ? 0 : -1}
          onClick={() => props.onChange(tab.id)}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
            const step = e.key === 'ArrowRight' ? 1 : -1;
            const next = props.tabs[(index + step + props.tabs.length) % props.tabs.length]!;
            props.onChange(next.id);
            document.getElementById(`${props.panelId}-tab-${next.id}`)?.focus();
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
