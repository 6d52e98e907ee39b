import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormErrors } from '@croupier/web-kit';
import { errorText, fieldErrorText } from '../i18n/errors.ts';
import { Dialog } from './Dialog.tsx';
import { ReasonField } from './ReasonField.tsx';
import { SubmitButton } from './SubmitButton.tsx';

/**
 * The confirmation of an operator's decision (approve, reject…): what it will do, the server's refusal if any,
 * the reason when the decision asks for one, and cancel / confirm. The caller owns the request and its errors.
 */
export function DecisionDialog(props: {
  title: string;
  busy: boolean;
  errors: FormErrors;
  reason?: { id: string; label: string; value: string; onChange: (value: string) => void };
  confirmLabel: string;
  pendingLabel: string;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { errors, reason } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.busy) props.onConfirm();
  };
  return (
    <Dialog title={props.title} busy={props.busy} onClose={props.onClose}>
      <form className="dialog-body" onSubmit={submit} noValidate>
        {props.children}
        {errors.form ? (
          <p className="banner banner-error" role="alert">
            {errorText(t, errors.form)}
          </p>
        ) : null}
        {reason ? (
          <ReasonField
            id={reason.id}
            label={reason.label}
            value={reason.value}
            error={errors.fields.reason ? fieldErrorText(t, errors.fields.reason) : null}
            onChange={reason.onChange}
          />
        ) : null}
        <div className="dialog-actions">
          <button type="button" className="btn" disabled={props.busy} onClick={props.onClose}>
            {t('common.cancel')}
          </button>
          <SubmitButton pending={props.busy} pendingLabel={props.pendingLabel}>
            {props.confirmLabel}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
