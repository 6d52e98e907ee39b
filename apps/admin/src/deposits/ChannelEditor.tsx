import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannelAdmin } from '@croupier/contracts';
import type { Currency } from '@croupier/money';
import { NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { useSaveChannel } from './api.ts';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { Field, describedBy } from '../ui/Field.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useToast } from '../ui/Toast.tsx';
import {
  NEW_CHANNEL,
  channelBody,
  channelPatch,
  channelValues,
  formFieldOf,
  validateChannel,
  type ChannelErrors,
  type ChannelValues,
} from './channel-form.ts';

type TextField = Exclude<keyof ChannelValues, 'type' | 'gateway' | 'enabled'>;

/** Adds a channel (`channel` null) or edits one, in a card above the list; the type is fixed once created. */
export function ChannelEditor(props: {
  channel: DepositChannelAdmin | null;
  currency: Currency;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const save = useSaveChannel();
  const [values, setValues] = useState<ChannelValues>(() =>
    props.channel ? channelValues(props.channel) : NEW_CHANNEL,
  );
  const [errors, setErrors] = useState<ChannelErrors>({});
  const [server, setServer] = useState<FormErrors>(NO_ERRORS);
  const editing = props.channel !== null;
  const id = props.channel ? `channel-${props.channel.id}` : 'channel-new';

  const set = <K extends keyof ChannelValues>(key: K, value: ChannelValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
    setServer((prev) => ({ ...prev, fields: { ...prev.fields, [key]: '' } }));
  };
  const errorOf = (key: keyof ChannelValues) => {
    const own = errors[key];
    if (own) return t(own.key, own.values ?? {});
    const code = server.fields[key];
    return code ? fieldErrorText(t, code) : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = validateChannel(values, props.currency);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Land on the first field to fix, as the other console forms do.
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`#${id} [aria-invalid="true"]`)?.focus(),
      );
      return;
    }
    const body = editing ? channelPatch(values, props.currency) : channelBody(values, props.currency);
    save.mutate(
      { id: props.channel?.id ?? null, body },
      {
        onSuccess: (saved) => {
          toast(t('channels.saved', { name: saved.name }));
          props.onClose();
        },
        onError: (err) => {
          const found = toFormErrors(err);
          const fields = Object.entries(found.fields).map(([field, code]) => [formFieldOf(field), code]);
          setServer({ ...found, fields: Object.fromEntries(fields) });
        },
      },
    );
  };

  const text = (
    key: TextField,
    label: string,
    options: { hint?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ) => {
    const error = errorOf(key);
    return (
      <Field id={`${id}-${key}`} label={label} hint={options.hint} error={error}>
        <input
          id={`${id}-${key}`}
          className="input"
          value={values[key]}
          inputMode={options.inputMode}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(`${id}-${key}`, options.hint, error)}
          onChange={(e) => set(key, e.target.value)}
        />
      </Field>
    );
  };
  const group = (legend: string, children: ReactNode) => (
    <fieldset>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );

  return (
    <section id={id} className="settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        {editing ? t('channels.editTitle', { name: props.channel?.name }) : t('channels.addTitle')}
      </h2>
      <form onSubmit={submit} noValidate className="section-body">
        {server.form ? (
          <p className="banner banner-error" role="alert">
            {errorText(t, server.form)}
          </p>
        ) : null}
        <div className="channel-form">
          {text('name', t('channels.nameEN'), { hint: t('channels.nameHint') })}
          {text('nameCN', t('channels.nameCN'), { hint: t('channels.translationHint') })}
          {text('nameTH', t('channels.nameTH'), { hint: t('channels.translationHint') })}
          <Field
            id={`${id}-type`}
            label={t('channels.type')}
            hint={editing ? t('channels.typeFixed') : undefined}
          >
            <select
              id={`${id}-type`}
              className="select"
              value={values.type}
              disabled={editing}
              aria-describedby={describedBy(`${id}-type`, editing, null)}
              onChange={(e) => set('type', e.target.value === 'gateway' ? 'gateway' : 'bank')}
            >
              <option value="bank">{t('channels.types.bank')}</option>
              <option value="gateway">{t('channels.types.gateway')}</option>
            </select>
          </Field>
          {values.type === 'gateway' ? (
            <Field
              id={`${id}-gateway`}
              label={t('channels.gateway')}
              hint={t('channels.gatewayHint')}
              className="span-2"
            >
              <select
                id={`${id}-gateway`}
                className="select"
                value={values.gateway}
                aria-describedby={`${id}-gateway-hint`}
                onChange={() => set('gateway', 'testpay')}
              >
                <option value="testpay">{t('channels.gateways.testpay')}</option>
              </select>
            </Field>
          ) : (
            group(
              t('channels.bankAccount'),
              <>
                {text('bankName', t('channels.bankName'))}
                {text('accountNumber', t('channels.accountNumber'))}
                {text('accountName', t('channels.accountName'))}
              </>,
            )
          )}
          {group(
            t('channels.limits'),
            <>
              {text('min', `${t('channels.min')} (${props.currency.symbol})`, { inputMode: 'decimal' })}
              {text('max', `${t('channels.max')} (${props.currency.symbol})`, { inputMode: 'decimal' })}
            </>,
          )}
          {text('expiryMinutes', t('channels.expiry'), {
            hint: t('channels.expiryHint'),
            inputMode: 'numeric',
          })}
          {text('sortOrder', t('channels.order'), { hint: t('channels.orderHint'), inputMode: 'numeric' })}
          <label className="switch span-2">
            <input
              type="checkbox"
              role="switch"
              checked={values.enabled}
              onChange={(e) => set('enabled', e.target.checked)}
            />
            {t('channels.enabled')}
          </label>
        </div>
        <div className="section-actions dialog-actions">
          <button type="button" className="btn" disabled={save.isPending} onClick={props.onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton pending={save.isPending} pendingLabel={t('channels.saving')}>
            {t('channels.save')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
