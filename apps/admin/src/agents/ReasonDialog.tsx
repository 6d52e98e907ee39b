import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_ERRORS, toFormErrors, type FieldErrors, type FormErrors } from '@croupier/web-kit';
import { fieldErrorText } from '../i18n/errors.ts';
import { DecisionDialog } from '../ui/DecisionDialog.tsx';
import { validateReason } from '../players/validate.ts';

/**
 * An audited agent action: the console's decision dialog with its required reason, plus the action's own inputs
 * (`fields`, given their errors already translated by `fieldText`). `check` validates those with the reason and
 * `send` runs the call; a refusal lands on its field, anything else above the reason.
 */
export function ReasonDialog(props: {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onClose: () => void;
  fields?: (errors: FieldErrors, clear: () => void) => ReactNode;
  check?: (reason: string) => FieldErrors;
  send: (reason: string, done: () => void, fail: (error: unknown) => void) => void;
  fieldText?: (name: string, code: string) => string | null;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  // A verdict on the old value would contradict what is chosen now; it is checked again on confirm.
  const clear = () => setErrors((prev) => ({ form: prev.form, fields: {} }));
  const shown: FieldErrors = {};
  for (const [name, code] of Object.entries(errors.fields))
    shown[name] = props.fieldText?.(name, code) ?? fieldErrorText(t, code);

  const confirm = () => {
    const fields: FieldErrors = props.check ? props.check(reason) : {};
    const reasonProblem = validateReason(reason);
    if (reasonProblem && !fields.reason) fields.reason = reasonProblem;
    setErrors({ fields, form: null });
    if (Object.keys(fields).length > 0) return;
    props.send(reason.trim(), props.onClose, (error) => setErrors(toFormErrors(error)));
  };

  return (
    <DecisionDialog
      title={props.title}
      busy={props.pending}
      errors={errors}
      reason={{
        id: 'agent-action-reason',
        label: t('players.reason'),
        value: reason,
        onChange: (value) => {
          setReason(value);
          clear();
        },
      }}
      confirmLabel={props.confirmLabel}
      pendingLabel={props.pendingLabel}
      onClose={props.onClose}
      onConfirm={confirm}
    >
      {props.body}
      {props.fields?.(shown, clear)}
    </DecisionDialog>
  );
}
