import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_MODES, type VendorAdmin } from '@croupier/contracts';
import { NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { usePatchVendor } from './api.ts';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Field, describedBy } from '../ui/Field.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useToast } from '../ui/Toast.tsx';
import {
  editValuesOf,
  validateVendorEdit,
  vendorPatchOf,
  type Errors,
  type VendorEditValues,
} from './rules.ts';

type Key = keyof VendorEditValues;

/**
 * Edits what may change after onboarding: the display name, the launch URL template, the wallet mode and a
 * transfer-wallet vendor's transfer URL (`PATCH /vendors/{vassalage}`, only the fields that changed). The server refuses a wallet-mode switch while
 * money depends on the current one; that answer lands under the field.
 */
export function VendorEditDialog({ vendor, onClose }: { vendor: VendorAdmin; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const patch = usePatchVendor();
  const [original] = useState(() => editValuesOf(vendor));
  const [values, setValues] = useState<VendorEditValues>(original);
  const [errors, setErrors] = useState<Errors<Key>>({});
  const [server, setServer] = useState<FormErrors>(NO_ERRORS);
  const id = `edit-${vendor.vassalage}`;

  const set = <K extends Key>(key: K, value: VendorEditValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
    setServer((prev) => ({ ...prev, fields: { ...prev.fields, [key]: '' } }));
  };
  const errorOf = (key: Key) => {
    const own = errors[key];
    if (own) return t(own.key, own.values ?? {});
    const code = server.fields[key];
    return code ? fieldErrorText(t, code) : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (patch.isPending) return;
    const found = validateVendorEdit(values, original);
    setErrors(found);
    setServer(NO_ERRORS);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`#${id} [aria-invalid="true"]`)?.focus(),
      );
      return;
    }
    const body = vendorPatchOf(values, original);
    if (!body) {
      onClose();
      return;
    }
    patch.mutate(
      { vassalage: vendor.vassalage, patch: body },
      {
        onSuccess: (saved) => {
          toast(t('vendors.edit.done', { name: saved.name }));
          onClose();
        },
        onError: (err) => setServer(toFormErrors(err)),
      },
    );
  };

  const text = (key: 'name' | 'launchUrl' | 'transferUrl', hint?: string) => {
    const error = errorOf(key);
    return (
      <Field id={`${id}-${key}`} label={t(`vendors.form.${key}`)} hint={hint} error={error}>
        <input
          id={`${id}-${key}`}
          className={key === 'name' ? 'input' : 'input mono'}
          value={values[key]}
          autoComplete="off"
          spellCheck={false}
          maxLength={key === 'name' ? 80 : 500}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(`${id}-${key}`, hint, error)}
          onChange={(e) => set(key, e.target.value)}
        />
      </Field>
    );
  };
  const modeError = errorOf('walletMode');
  const modeHint =
    values.walletMode === original.walletMode
      ? t(`vendors.walletModeHint.${values.walletMode}`)
      : `${t(`vendors.walletModeHint.${values.walletMode}`)} ${t('vendors.edit.walletModeChange')}`;

  return (
    <Dialog title={t('vendors.edit.title', { name: vendor.name })} onClose={onClose} busy={patch.isPending}>
      <form id={id} className="dialog-body" onSubmit={submit} noValidate>
        {server.form ? (
          <p className="banner banner-error" role="alert">
            {errorText(t, server.form)}
          </p>
        ) : null}
        <p className="muted">{t('vendors.edit.code', { vassalage: vendor.vassalage })}</p>
        {text('name')}
        {text('launchUrl', t('vendors.form.launchUrlHint'))}
        <Field id={`${id}-walletMode`} label={t('vendors.form.walletMode')} hint={modeHint} error={modeError}>
          <select
            id={`${id}-walletMode`}
            className="select"
            value={values.walletMode}
            aria-invalid={Boolean(modeError)}
            aria-describedby={describedBy(`${id}-walletMode`, true, modeError)}
            onChange={(e) => set('walletMode', WALLET_MODES.find((m) => m === e.target.value) ?? 'seamless')}
          >
            {WALLET_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`vendors.walletModes.${mode}`)}
              </option>
            ))}
          </select>
        </Field>
        {values.walletMode === 'transfer' ? text('transferUrl', t('vendors.form.transferUrlHint')) : null}
        <div className="dialog-actions">
          <button type="button" className="btn" disabled={patch.isPending} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton pending={patch.isPending} pendingLabel={t('common.saving')}>
            {t('vendors.edit.save')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
