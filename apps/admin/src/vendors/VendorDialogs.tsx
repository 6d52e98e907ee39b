import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorAdmin, VendorPatch } from '@croupier/contracts';
import { DateField, NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { usePatchVendor, useRotateSecret } from './api.ts';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Field, describedBy } from '../ui/Field.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useBrandTime } from '../ui/time.tsx';
import { useToast } from '../ui/Toast.tsx';
import { isoToLocal, localToIso, validateWindow, type WindowErrors } from './rules.ts';

type Choice = 'window' | 'now' | 'clear';

/**
 * Edits a vendor's maintenance window: a planned window (from, optional until), "now until further notice"
 * (from now, no end) or no maintenance. Times are typed in the brand's zone, which the labels name.
 */
export function MaintenanceDialog({ vendor, onClose }: { vendor: VendorAdmin; onClose: () => void }) {
  const { zone, offset } = useBrandTime();
  const { t } = useTranslation();
  const toast = useToast();
  const patch = usePatchVendor();
  // Planning a window is the default: taking a vendor offline at once must be chosen, never one Save away.
  const [choice, setChoice] = useState<Choice>('window');
  const [from, setFrom] = useState(isoToLocal(vendor.maintenanceFrom, zone));
  const [until, setUntil] = useState(isoToLocal(vendor.maintenanceUntil, zone));
  const [errors, setErrors] = useState<WindowErrors>({});
  const [server, setServer] = useState<FormErrors>(NO_ERRORS);
  const id = `maint-${vendor.vassalage}`;

  const errorOf = (key: 'from' | 'until') => {
    const own = errors[key];
    if (own) return t(own.key, own.values ?? {});
    const code = server.fields[key === 'from' ? 'maintenanceFrom' : 'maintenanceUntil'];
    return code ? fieldErrorText(t, code) : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (patch.isPending) return;
    let body: VendorPatch;
    if (choice === 'clear') body = { maintenanceFrom: null, maintenanceUntil: null };
    else if (choice === 'now') body = { maintenanceFrom: new Date().toISOString(), maintenanceUntil: null };
    else {
      const found = validateWindow(from, until, zone);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      body = {
        maintenanceFrom: localToIso(from, zone),
        maintenanceUntil: until ? localToIso(until, zone) : null,
      };
    }
    patch.mutate(
      { vassalage: vendor.vassalage, patch: body },
      {
        onSuccess: () => {
          toast(t(`vendors.maintenance.done.${choice}`, { name: vendor.name }));
          onClose();
        },
        onError: (err) => setServer(toFormErrors(err)),
      },
    );
  };

  const time = (key: 'from' | 'until', value: string, onChange: (v: string) => void) => {
    const error = errorOf(key);
    const hint = key === 'until' ? t('vendors.maintenance.untilHint') : undefined;
    return (
      <Field
        id={`${id}-${key}`}
        label={t(`vendors.maintenance.${key}`, { zone: offset })}
        hint={hint}
        error={error}
      >
        <DateField
          id={`${id}-${key}`}
          withTime
          className="input"
          pickLabel={t('layout.pickDate')}
          value={value}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(`${id}-${key}`, hint, error)}
          onValueChange={(next) => {
            onChange(next);
            setErrors((prev) => ({ ...prev, [key]: undefined }));
          }}
        />
      </Field>
    );
  };

  return (
    <Dialog
      title={t('vendors.maintenance.title', { name: vendor.name })}
      onClose={onClose}
      busy={patch.isPending}
    >
      <form className="dialog-body" onSubmit={submit} noValidate>
        {server.form ? (
          <p className="banner banner-error" role="alert">
            {errorText(t, server.form)}
          </p>
        ) : null}
        <fieldset className="radio-list">
          <legend className="field-label">{t('vendors.maintenance.choice')}</legend>
          {(['now', 'window', 'clear'] as const).map((option) => (
            <label key={option} className="check">
              <input
                type="radio"
                name={`${id}-choice`}
                value={option}
                checked={choice === option}
                onChange={() => setChoice(option)}
              />
              {t(`vendors.maintenance.choices.${option}`)}
            </label>
          ))}
        </fieldset>
        {choice === 'window' ? (
          <>
            {time('from', from, setFrom)}
            {time('until', until, setUntil)}
          </>
        ) : null}
        <p className="hint">{t(`vendors.maintenance.effect.${choice}`)}</p>
        <div className="dialog-actions">
          <button type="button" className="btn" disabled={patch.isPending} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton pending={patch.isPending} pendingLabel={t('common.saving')}>
            {t('vendors.maintenance.save')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Confirms a secret rotation: the old secret stops working at once, so the vendor's calls fail until they
 * install the new one. On success the parent reveals the new secret once.
 */
export function RotateDialog(props: {
  vendor: VendorAdmin;
  onClose: () => void;
  onRotated: (answer: { vassalage: string; secret: string }) => void;
}) {
  const { t } = useTranslation();
  const rotate = useRotateSecret();
  const [error, setError] = useState<string | null>(null);
  const { vendor } = props;
  return (
    <Dialog
      title={t('vendors.rotate.title', { name: vendor.name })}
      onClose={props.onClose}
      busy={rotate.isPending}
    >
      <form
        className="dialog-body"
        onSubmit={(event) => {
          event.preventDefault();
          if (rotate.isPending) return;
          rotate.mutate(vendor.vassalage, {
            onSuccess: props.onRotated,
            onError: (err) => setError(toFormErrors(err).form ?? 'UNKNOWN'),
          });
        }}
      >
        {error ? (
          <p className="banner banner-error" role="alert">
            {errorText(t, error)}
          </p>
        ) : null}
        <p>{t('vendors.rotate.body', { name: vendor.name, vassalage: vendor.vassalage })}</p>
        <div className="dialog-actions">
          <button type="button" className="btn" disabled={rotate.isPending} onClick={props.onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton pending={rotate.isPending} pendingLabel={t('vendors.rotate.rotating')}>
            {t('vendors.rotate.confirm')}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
