import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES, WALLET_MODES } from '@croupier/contracts';
import { NO_ERRORS, type FormErrors, ApiError, toFormErrors } from '@croupier/web-kit';
import { useCreateVendor } from './api.ts';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { Field, describedBy } from '../ui/Field.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { NEW_VENDOR, validateVendor, vendorBody, type Errors, type VendorValues } from './rules.ts';

const ID = 'vendor-new';

/** Onboards a vendor (`POST /vendors`); on success the parent shows the secret the server answered, once. */
export function VendorOnboarding(props: {
  /** Codes of connected vendors; a listed catalogue vendor that is not connected yet is connected by this form. */
  taken: readonly string[];
  /** A catalogue vendor to connect: its code, name and types filled in. */
  initial?: VendorValues | undefined;
  onCreated: (created: { vassalage: string; secret: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateVendor();
  const [values, setValues] = useState<VendorValues>(props.initial ?? NEW_VENDOR);
  const [errors, setErrors] = useState<Errors<keyof VendorValues>>({});
  const [server, setServer] = useState<FormErrors>(NO_ERRORS);

  const set = <K extends keyof VendorValues>(key: K, value: VendorValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
    setServer((prev) => ({ ...prev, fields: { ...prev.fields, [key]: '' } }));
  };
  const errorOf = (key: keyof VendorValues) => {
    const own = errors[key];
    if (own) return t(own.key, own.values ?? {});
    const code = server.fields[key];
    return code ? fieldErrorText(t, code) : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = validateVendor(values, props.taken);
    setErrors(found);
    setServer(NO_ERRORS);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>(`#${ID} [aria-invalid="true"]`)?.focus(),
      );
      return;
    }
    create.mutate(vendorBody(values), {
      onSuccess: (created) => props.onCreated(created),
      onError: (err) => {
        // 409: someone connected this vendor meanwhile; its secret is rotated, not issued again.
        if (err instanceof ApiError && err.code === 'ALREADY_EXISTS') {
          setErrors({ vassalage: { key: 'vendors.v.taken' } });
          setServer(NO_ERRORS);
        } else setServer(toFormErrors(err));
      },
    });
  };

  const text = (key: 'vassalage' | 'name' | 'launchUrl' | 'transferUrl', hint?: string) => {
    const error = errorOf(key);
    return (
      <Field
        id={`${ID}-${key}`}
        label={t(`vendors.form.${key}`)}
        hint={hint}
        error={error}
        className={key === 'launchUrl' || key === 'transferUrl' ? 'span-all' : undefined}
      >
        <input
          id={`${ID}-${key}`}
          className={key === 'name' ? 'input' : 'input mono'}
          value={values[key]}
          autoComplete="off"
          spellCheck={false}
          maxLength={key === 'launchUrl' || key === 'transferUrl' ? 500 : key === 'name' ? 80 : 32}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(`${ID}-${key}`, hint, error)}
          onChange={(e) => set(key, key === 'vassalage' ? e.target.value.toUpperCase() : e.target.value)}
        />
      </Field>
    );
  };
  const typesError = errorOf('gameTypes');

  return (
    <section id={ID} className="card" aria-labelledby={`${ID}-heading`}>
      <h2 id={`${ID}-heading`}>
        {props.initial
          ? t('vendors.form.connectHeading', { name: props.initial.name })
          : t('vendors.form.heading')}
      </h2>
      <p className="muted">{t('vendors.form.intro')}</p>
      <form onSubmit={submit} noValidate className="games-form">
        {server.form ? (
          <p className="banner banner-error span-all" role="alert">
            {errorText(t, server.form)}
          </p>
        ) : null}
        {text('vassalage', t('vendors.form.vassalageHint'))}
        {text('name')}
        <fieldset
          className="span-all"
          aria-invalid={Boolean(typesError)}
          aria-describedby={typesError ? `${ID}-gameTypes-error` : undefined}
        >
          <legend className="field-label">{t('vendors.form.gameTypes')}</legend>
          <div className="check-grid">
            {GAME_TYPES.map((type) => (
              <label key={type} className="check">
                <input
                  type="checkbox"
                  checked={values.gameTypes.includes(type)}
                  onChange={(e) =>
                    set(
                      'gameTypes',
                      e.target.checked
                        ? GAME_TYPES.filter((x) => x === type || values.gameTypes.includes(x))
                        : values.gameTypes.filter((x) => x !== type),
                    )
                  }
                />
                {t(`gameTypes.${type}`)}
              </label>
            ))}
          </div>
          {typesError ? (
            <span id={`${ID}-gameTypes-error`} className="error">
              {typesError}
            </span>
          ) : null}
        </fieldset>
        {text('launchUrl', t('vendors.form.launchUrlHint'))}
        <Field
          id={`${ID}-walletMode`}
          label={t('vendors.form.walletMode')}
          hint={t(`vendors.walletModeHint.${values.walletMode}`)}
          error={errorOf('walletMode')}
        >
          <select
            id={`${ID}-walletMode`}
            className="select"
            value={values.walletMode}
            aria-describedby={describedBy(`${ID}-walletMode`, true, errorOf('walletMode'))}
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
        <div className="form-actions span-all">
          <SubmitButton pending={create.isPending} pendingLabel={t('vendors.form.submitting')}>
            {t('vendors.form.submit')}
          </SubmitButton>
          <button type="button" className="btn" disabled={create.isPending} onClick={props.onCancel}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
