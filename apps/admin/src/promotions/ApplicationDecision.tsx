import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_ERRORS, type FormErrors, toFormErrors } from '@croupier/web-kit';
import { currencyOf, parseMinor } from '@croupier/money';
import { useBrand } from '../api/queries.ts';
import { fieldErrorText } from '../i18n/errors.ts';
import { validateReason } from '../players/validate.ts';
import { DecisionDialog } from '../ui/DecisionDialog.tsx';
import { Field, describedBy } from '../ui/Field.tsx';
import { useToast } from '../ui/Toast.tsx';
import type { PromotionApplication } from '@croupier/contracts';
import { useDecideApplication } from './api.ts';

/** Approve with the amount to pay, or reject with the reason the player reads; each behind its dialog. */
export function ApplicationDecision(props: {
  promotionId: string;
  application: PromotionApplication;
  decision: 'approve' | 'reject';
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const decide = useDecideApplication(props.promotionId);
  const currency = currencyOf(useBrand().data?.currency.code ?? 'THB');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const { application, decision } = props;
  const names = { username: application.username };
  const approve = decision === 'approve';

  const close = () => {
    setOpen(false);
    setText('');
    setErrors(NO_ERRORS);
  };
  const confirm = () => {
    const amount = parseMinor(text.trim(), currency);
    const problem = approve ? (amount === null || amount <= 0n ? 'AMOUNT' : null) : validateReason(text);
    setErrors({ fields: problem ? { [approve ? 'amount' : 'reason']: problem } : {}, form: null });
    if (problem) return;
    decide.mutate(
      approve
        ? { appId: application.id, amount: text.trim() }
        : { appId: application.id, reason: text.trim() },
      {
        onSuccess: () => {
          close();
          toast(t(approve ? 'promotions.apps.approved' : 'promotions.apps.rejected'));
        },
        onError: (err) => setErrors(toFormErrors(err)),
      },
    );
  };
  const amountError =
    errors.fields.amount === 'AMOUNT'
      ? t('promotions.v.amount', { decimals: currency.decimals })
      : errors.fields.amount
        ? fieldErrorText(t, errors.fields.amount)
        : null;
  const amountId = `application-${application.id}-amount`;

  return (
    <>
      <button
        type="button"
        className={approve ? 'btn btn-primary' : 'btn btn-danger'}
        aria-label={t(approve ? 'promotions.apps.approveFor' : 'promotions.apps.rejectFor', names)}
        onClick={() => setOpen(true)}
      >
        {t(approve ? 'promotions.apps.approve' : 'promotions.apps.reject')}
      </button>
      {open ? (
        <DecisionDialog
          title={t(approve ? 'promotions.apps.approveTitle' : 'promotions.apps.rejectTitle', names)}
          busy={decide.isPending}
          errors={errors}
          reason={
            approve
              ? undefined
              : {
                  id: `application-${application.id}-reason`,
                  label: t('promotions.apps.reason'),
                  value: text,
                  onChange: setText,
                }
          }
          confirmLabel={t(approve ? 'promotions.apps.approve' : 'promotions.apps.reject')}
          pendingLabel={t(approve ? 'promotions.apps.approving' : 'promotions.apps.rejecting')}
          onClose={close}
          onConfirm={confirm}
        >
          {approve ? (
            <>
              <p>{t('promotions.apps.approveBody')}</p>
              <Field
                id={amountId}
                label={t('promotions.apps.amount', { currency: currency.code })}
                error={amountError}
              >
                <input
                  id={amountId}
                  className="input num"
                  inputMode="decimal"
                  autoComplete="off"
                  autoFocus
                  maxLength={24}
                  value={text}
                  aria-invalid={Boolean(amountError)}
                  aria-describedby={describedBy(amountId, false, amountError)}
                  onChange={(e) => setText(e.target.value)}
                />
              </Field>
            </>
          ) : null}
        </DecisionDialog>
      ) : null}
    </>
  );
}
