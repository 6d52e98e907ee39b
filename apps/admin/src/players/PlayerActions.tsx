import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerDetail } from '@croupier/contracts';
import { NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { useResetPlayerPassword, useSetFrozen, useUnlockPlayer } from './api.ts';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { Field } from '../ui/Field.tsx';
import { ReasonField } from '../ui/ReasonField.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { useToast } from '../ui/Toast.tsx';
import { CopyButton } from './CopyButton.tsx';
import { validateReason } from './validate.ts';

/** Freeze or unfreeze behind a dialog that asks why; the reason goes to the audit log. */
export function FreezeAction({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const setFrozen = useSetFrozen(player.id);
  const freezing = player.status === 'active';
  const account = player.account;
  const verb = freezing ? 'freeze' : 'unfreeze';

  const close = () => {
    setOpen(false);
    setReason('');
    setErrors(NO_ERRORS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (setFrozen.isPending) return;
    const problem = validateReason(reason);
    setErrors({ fields: problem ? { reason: problem } : {}, form: null });
    if (problem) return;
    setFrozen.mutate(
      { frozen: freezing, reason: reason.trim() },
      {
        onSuccess: () => {
          close();
          toast(t(`players.${verb}Done`, { account }));
        },
        onError: (err) => setErrors(toFormErrors(err)),
      },
    );
  };
  const reasonError = errors.fields.reason ? fieldErrorText(t, errors.fields.reason) : null;
  const id = 'player-reason';

  return (
    <>
      <button type="button" className={freezing ? 'btn btn-danger' : 'btn'} onClick={() => setOpen(true)}>
        {t(`players.${verb}`)}
      </button>
      {open ? (
        <Dialog title={t(`players.${verb}Title`, { account })} busy={setFrozen.isPending} onClose={close}>
          <form className="dialog-body" onSubmit={submit} noValidate>
            <p>{t(`players.${verb}Body`, { account })}</p>
            {errors.form ? (
              <p className="banner banner-error" role="alert">
                {errorText(t, errors.form)}
              </p>
            ) : null}
            <ReasonField
              id={id}
              label={t('players.reason')}
              value={reason}
              error={reasonError}
              onChange={(value) => {
                setReason(value);
                // The old verdict would contradict what is typed now; it is checked again on submit.
                setErrors((prev) => ({ ...prev, fields: {} }));
              }}
            />
            <div className="dialog-actions">
              <button type="button" className="btn" disabled={setFrozen.isPending} onClick={close}>
                {t('common.cancel')}
              </button>
              <SubmitButton
                pending={setFrozen.isPending}
                pendingLabel={t(freezing ? 'players.freezing' : 'players.unfreezing')}
              >
                {t(`players.${verb}Confirm`)}
              </SubmitButton>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}

/**
 * Confirm, then show the temporary password once. It is kept only in this component's state and
 * dropped when the result dialog closes, so it cannot be shown again.
 */
export function ResetPasswordAction({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'closed' | 'confirm' | 'result'>('closed');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useResetPlayerPassword(player.id);
  const account = player.account;

  const close = () => {
    setStep('closed');
    setPassword('');
    setError(null);
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    setError(null);
    reset.mutate(undefined, {
      onSuccess: (result) => {
        setPassword(result.temporaryPassword);
        setStep('result');
      },
      onError: (err) => setError(errorText(t, toFormErrors(err).form ?? 'UNKNOWN')),
    });
  };

  return (
    <>
      <button type="button" className="btn" onClick={() => setStep('confirm')}>
        {t('players.resetPassword')}
      </button>
      {step === 'confirm' ? (
        <Dialog title={t('players.resetTitle', { account })} busy={reset.isPending} onClose={close}>
          <form className="dialog-body" onSubmit={confirm} noValidate>
            <p>{t('players.resetBody', { account })}</p>
            {error ? (
              <p className="banner banner-error" role="alert">
                {error}
              </p>
            ) : null}
            <div className="dialog-actions">
              <button type="button" className="btn" disabled={reset.isPending} onClick={close}>
                {t('common.cancel')}
              </button>
              <SubmitButton pending={reset.isPending} pendingLabel={t('players.resetting')}>
                {t('players.resetConfirm')}
              </SubmitButton>
            </div>
          </form>
        </Dialog>
      ) : null}
      {step === 'result' ? (
        <Dialog title={t('players.resetResultTitle', { account })} onClose={close}>
          <div className="dialog-body">
            <p className="banner banner-warning">{t('players.resetWarning')}</p>
            <Field id="temp-password" label={t('players.temporaryPassword')}>
              <div className="secret-row">
                {/* Read-only input: selectable by hand when the clipboard is not available. */}
                <input
                  id="temp-password"
                  className="input mono secret"
                  readOnly
                  value={password}
                  onFocus={(e) => e.currentTarget.select()}
                />
                <CopyButton value={password} label={t('players.copyPassword')} />
              </div>
            </Field>
            <div className="dialog-actions">
              <button type="button" className="btn btn-primary" onClick={close}>
                {t('players.done')}
              </button>
            </div>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}

/** Clears the failed-sign-in lock at once: harmless to repeat, so no confirmation step. */
export function UnlockAction({ player }: { player: PlayerDetail }) {
  const { t } = useTranslation();
  const toast = useToast();
  const unlock = useUnlockPlayer(player.id);
  return (
    <button
      type="button"
      className="btn"
      aria-busy={unlock.isPending}
      disabled={unlock.isPending}
      onClick={() =>
        unlock.mutate(undefined, {
          onSuccess: () => toast(t('players.unlockDone', { account: player.account })),
          onError: (err) => toast(errorText(t, toFormErrors(err).form ?? 'UNKNOWN'), 'error'),
        })
      }
    >
      {unlock.isPending ? <span className="spinner" aria-hidden="true" /> : null}
      {t(unlock.isPending ? 'players.unlocking' : 'players.unlock')}
    </button>
  );
}
